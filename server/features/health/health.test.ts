import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { migrationNames } from "../../db/migrate.ts";

describe("GET /csi/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      datasets: [{ name: "sample", version: "v1", source: "unit test", licence: "CC0", load: async () => 3 }],
    });
  });
  afterAll(() => t.close());

  it("reports the database, the migrations and the loaded data versions", async () => {
    const res = await t.app.inject({ method: "GET", url: "/csi/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.status).toBe("ok");
    expect(body.data.database).toEqual({ engine: t.database.engine, reachable: true });
    expect(body.data.migrations).toEqual({ applied: migrationNames().length, pending: [] });
    expect(body.data.data.datasets).toEqual([
      expect.objectContaining({ name: "sample", version: "v1", rows: 3, isDemo: false }),
    ]);
  });

  it("says loading while the data is not loaded yet", async () => {
    t.dataStatus.state = "loading";
    const res = await t.app.inject({ method: "GET", url: "/csi/health" });
    expect(res.json().data.status).toBe("loading");
    t.dataStatus.state = "ready";
  });
});
