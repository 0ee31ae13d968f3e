import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, signedInUser } from "./accounts.test-helpers.ts";
import { E2E_FIXTURES_ENV } from "./e2e-fixtures.routes.ts";

const GRANT = { email: "fixture@example.com", lockType: 2, daysUsed: 10, daysLeft: 20, credits: 250 };

describe("the end-to-end fixture route", () => {
  let t: TestApp;
  let plain: TestApp;
  let token: string;
  beforeAll(async () => {
    plain = await createTestApp();
    process.env[E2E_FIXTURES_ENV] = "1";
    try {
      t = await createTestApp();
    } finally {
      delete process.env[E2E_FIXTURES_ENV];
    }
    ({ token } = await signedInUser(t, GRANT.email));
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  it("does not exist without CSI_E2E_FIXTURES=1", async () => {
    expect((await call(plain, "POST", "/csi/dev/entitlements", { payload: GRANT })).statusCode).toBe(404);
  });

  it("answers only connections from this machine", async () => {
    const res = await call(t, "POST", "/csi/dev/entitlements", { ip: "192.0.2.10", payload: GRANT });
    expect(res.statusCode).toBe(404);
  });

  it("grants a subscription and credits that getUserSimpleInfo reports", async () => {
    expect((await call(t, "POST", "/csi/dev/entitlements", { payload: GRANT })).json()).toMatchObject({ code: 200 });
    const info = (await call(t, "GET", "/csi/user/getUserSimpleInfo", { token })).json().data;
    expect(info).toMatchObject({
      availablePoints: 250,
      lockType: 2,
      vips: [{ lockType: 2, dayUsed: 10, totalDays: 30 }],
    });
    const unknown = await call(t, "POST", "/csi/dev/entitlements", {
      payload: { ...GRANT, email: "nobody@example.com" },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
