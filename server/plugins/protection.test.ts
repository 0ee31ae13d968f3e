import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_SEARCH_WORDS } from "../../contract/company-search.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { translate } from "../i18n/messages.ts";

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

async function open(config: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  current = await createTestApp(config);
  return current;
}

const search = (query: string, remoteAddress = "203.0.113.7") => ({
  method: "GET" as const,
  url: `/csi/company/search?${query}`,
  headers: { language: "de" },
  remoteAddress,
});

describe("isolation (issue 20, finding 1): rate limits, load shedding, bounds, statement timeout", () => {
  it("limits search and autocomplete per client address: 429 in the envelope with Retry-After", async () => {
    const { app } = await open({ config: { searchRateLimit: 3, exportRateLimit: 1 } });
    for (const query of ["searchname=acme", "company_name=ac&ieflag=1", "searchname=acme&keword=1"]) {
      expect((await app.inject(search(query))).statusCode).toBe(200);
    }
    const fourth = await app.inject(search("company_name=acm&ieflag=1"));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: 429,
      msg: translate("de", "tooManyRequests"),
      data: null,
      requestId: expect.any(String),
    });
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(fourth.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another address has its own count; a route without a limit is not counted.
    expect((await app.inject(search("searchname=acme", "203.0.113.8"))).statusCode).toBe(200);
    expect((await app.inject({ url: "/csi/health/ready", remoteAddress: "203.0.113.7" })).statusCode).toBe(200);
  });

  it("limits the export per client address on its own count", async () => {
    const { app } = await open({ config: { searchRateLimit: 100, exportRateLimit: 1 } });
    const exportOnce = () => app.inject({ url: "/csi/company/export?searchname=acme", remoteAddress: "203.0.113.9" });
    expect((await exportOnce()).statusCode).not.toBe(429);
    const second = await exportOnce();
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe(429);
    expect((await app.inject(search("searchname=acme", "203.0.113.9"))).statusCode).toBe(200);
  });

  it("answers 503 in the envelope with Retry-After while the event loop lags, and recovers", async () => {
    const { app } = await open({ config: { maxEventLoopDelayMs: 50 } });
    const busyUntil = Date.now() + 1500;
    while (Date.now() < busyUntil) {
      // Holds the event loop, as a statement on the server's own thread used to.
    }
    let answer = await app.inject({ url: "/csi/health/ready", headers: { language: "fr" } });
    for (let i = 0; i < 50 && answer.statusCode !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await app.inject({ url: "/csi/health/ready", headers: { language: "fr" } });
    }
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      code: 503,
      msg: translate("fr", "serverBusy", { seconds: 10 }),
      data: null,
      requestId: expect.any(String),
    });
    expect(answer.headers["retry-after"]).toBe("10");
    for (let i = 0; i < 50 && answer.statusCode !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await app.inject({ url: "/csi/health/ready" });
    }
    expect(answer.statusCode).toBe(200);
  });

  it(`refuses a search of more than ${MAX_SEARCH_WORDS} words, and a text over its length, with a localised 400`, async () => {
    const { app } = await open({});
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${String(i).padStart(3, "0")}x`).join(" ");
    expect((await app.inject(search(`searchname=${words(MAX_SEARCH_WORDS)}&keword=1`))).statusCode).toBe(200);
    const tooMany = await app.inject(search(`searchname=${encodeURIComponent(words(MAX_SEARCH_WORDS + 1))}&keword=1`));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      code: 400,
      msg: translate("de", "searchTooManyWords", { max: MAX_SEARCH_WORDS }),
      data: null,
      requestId: expect.any(String),
    });
    const autocomplete = await app.inject(search(`company_name=${words(MAX_SEARCH_WORDS + 1)}&ieflag=1`));
    expect(autocomplete.statusCode).toBe(400);
    const tooLong = await app.inject(search(`searchname=${"a".repeat(201)}`));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toBe(translate("de", "textTooLong", { field: "searchname", max: 200 }));
  });

  it("answers a statement past its timeout with 503 in the envelope", async () => {
    const db = () => {
      if (!current) throw new Error("no app");
      return current.database.db;
    };
    const { app } = await open({
      configure: (server) =>
        server.get("/slow", () =>
          db()
            .transaction()
            .execute(async (trx) => {
              await sql`SET LOCAL statement_timeout = 100`.execute(trx);
              await sql`SELECT pg_sleep(0.5)`.execute(trx);
            }),
        ),
    });
    const answer = await app.inject({ url: "/slow", headers: { language: "es" } });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      code: 503,
      msg: translate("es", "queryTimeout"),
      data: null,
      requestId: expect.any(String),
    });
  });
});
