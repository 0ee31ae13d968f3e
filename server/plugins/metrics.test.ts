import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const TOKEN = "metrics-token-for-the-test-0123";

describe("metrics at /csi/metrics", () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
    off = await createTestApp();
  });
  afterAll(async () => {
    await Promise.all([t.close(), off.close()]);
  });

  it("are off without METRICS_TOKEN: 404 in the envelope, like an unknown route", async () => {
    const res = await off.app.inject({ url: "/csi/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it("refuse a missing or wrong token: 401 in the envelope", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({ url: "/csi/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ code: 401, data: null, requestId: res.headers["x-request-id"] });
    }
  });

  it("show requests per route pattern, latency, database query time and the data load after a few requests", async () => {
    for (const id of ["1", "2", "3"]) await t.app.inject({ url: `/csi/health?probe=${id}` });
    await t.app.inject({ method: "POST", url: "/csi/backgroud/getCompanyProfile", payload: { id: "999999" } });
    await t.app.inject({ url: "/csi/no/such/page/42" });
    await t.app.inject({ url: "/csi/no/such/page/43" });

    const res = await t.app.inject({ url: "/csi/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('csi_http_requests_total{method="GET",route="/csi/health",status="200"} 3');
    expect(text).toMatch(
      /csi_http_requests_total\{method="POST",route="\/csi\/backgroud\/getCompanyProfile",status="\d+"\} 1/,
    );
    expect(text).toContain('csi_http_requests_total{method="GET",route="(not found)",status="404"} 2');
    expect(text).toContain('csi_http_request_duration_seconds_count{method="GET",route="/csi/health"} 3');
    expect(text).toMatch(/csi_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/csi\/health"\} \d/);
    // The raw URLs never become series.
    expect(text).not.toContain("probe=");
    expect(text).not.toContain("/no/such");
    const queries = /csi_db_query_duration_seconds_count\{engine="(pglite|postgres)",outcome="ok"\} (\d+)/.exec(text);
    expect(Number(queries?.[2])).toBeGreaterThan(0);
    expect(text).toContain("csi_data_loading 0");
    expect(text).toMatch(/csi_process_resident_memory_bytes \d+/);
    if (t.database.engine === "postgres") expect(text).toMatch(/csi_db_pool_connections\{state="total"\} [1-9]/);
  });
});
