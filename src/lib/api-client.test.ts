// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountCenterEndpoints, accountsEndpoints } from "../../contract/accounts.endpoints.ts";
import { collectionsEndpoints } from "../../contract/collections.endpoints.ts";
import { companySearchEndpoints } from "../../contract/company-search.endpoints.ts";
import { screeningEndpoints } from "../../contract/screening.endpoints.ts";
import { tradeCountryEndpoints } from "../../contract/trade-country.endpoints.ts";
import { ApiError, call, callEnvelope, download, ReplyShapeError } from "./api-client.ts";
import { onAppEvent, type AppEvent } from "./app-events.ts";
import { isOnline, subscribeOnline } from "./connectivity.ts";

type Sent = { url: string; init: RequestInit; headers: Headers };

const FACETS = {
  total: 3,
  matchMode: "keyword",
  country: [{ value: "DE", count: 3 }],
  industry: [],
  listed: [],
  years: [],
};

/** The server's side of each test: what fetch answers, and what it was asked. */
let sent: Sent[] = [];
let answer: () => Response = () => Response.json({ code: 200, msg: "success", data: null });
let events: AppEvent[] = [];
let stopListening: (() => void)[] = [];

beforeEach(() => {
  sent = [];
  events = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, init, headers: new Headers(init.headers) });
    return answer();
  });
  stopListening = (["toast", "auth:expired"] as const).map((type) => onAppEvent(type, (event) => events.push(event)));
});

afterEach(() => {
  vi.unstubAllGlobals();
  stopListening.forEach((stop) => stop());
  localStorage.clear();
});

describe("call: the request comes from the endpoint", () => {
  it("puts a GET's input in the querystring, leaving out empty values", async () => {
    answer = () => Response.json({ code: 200, msg: "success", data: FACETS });
    const facets = await call(companySearchEndpoints.filters, { searchname: "acme ltd", country: "", keword: 1 });
    expect(facets.country[0]?.count).toBe(3);
    expect(sent[0]?.url).toBe("/csi/company/filters?searchname=acme+ltd&keword=1");
    expect(sent[0]?.init.method).toBe("GET");
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it("puts path parameters in their place, escaped, and the rest of the input where it goes", async () => {
    const detail = { countryCode: "DE", year: 2023, flow: "export", rows: [] };
    answer = () => Response.json({ code: 200, msg: "success", data: detail });
    await call(tradeCountryEndpoints.analysisDetail, { hash: "a/b c" });
    expect(sent[0]?.url).toBe("/csi/trade/country/a%2Fb%20c");
    const query = { schema: "Person" as const, properties: { name: ["Ivan Petrov"] } };
    answer = () =>
      Response.json({ code: 200, msg: "success", data: { responses: {}, threshold: 0.7, limit: 5, lists: [] } });
    await call(screeningEndpoints.match, { dataset: "default", queries: { q1: query } });
    expect(sent[1]?.url).toBe("/csi/screening/match/default");
    expect(JSON.parse(sent[1]?.init.body as string)).toEqual({ queries: { q1: query } });
  });

  it("sends a POST's input as JSON without its empty strings, with the token and the idempotency key", async () => {
    localStorage.setItem("token", "t0ken");
    const state = { id: "c1", name: "Suppliers", itemCount: 0, createdAt: "2026-11-26T00:00:00Z", deleted: false };
    answer = () => Response.json({ code: 200, msg: "success", data: state });
    const body = { collectionId: "0b5e3c1e-8f52-4a4b-9a57-1d8c4c1f0b11", name: "Suppliers", changedAt: undefined };
    await call(collectionsEndpoints.rename, body, { idempotencyKey: "key-12345678" });
    answer = () => Response.json({ code: 200, msg: "success", data: { email: "a@b.co" } });
    await call(accountsEndpoints.register, { email: "a@b.co", firstName: "" });
    expect(sent[0]?.url).toBe("/csi/collection/rename");
    expect(sent[0]?.init.method).toBe("POST");
    expect(sent[0]?.headers.get("content-type")).toBe("application/json");
    expect(sent[0]?.headers.get("authorization")).toBe("t0ken");
    expect(sent[0]?.headers.get("idempotency-key")).toBe("key-12345678");
    expect(JSON.parse(sent[1]?.init.body as string)).toEqual({ email: "a@b.co" });
  });

  it("sends an upload as multipart and a call without input with no body", async () => {
    answer = () => Response.json({ code: 200, msg: "success", data: { userImg: "abc" } });
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.png");
    expect(await call(accountCenterEndpoints.uploadAvatar, form)).toEqual({ userImg: "abc" });
    expect(sent[0]?.init.body).toBe(form);
    expect(sent[0]?.headers.get("content-type")).toBeNull();

    answer = () => Response.json({ code: 200, msg: "Deleted", data: null });
    expect((await callEnvelope(accountCenterEndpoints.clearAvatar)).msg).toBe("Deleted");
    expect(sent[1]?.init.method).toBe("DELETE");
    expect(sent[1]?.init.body).toBeUndefined();
  });
});

describe("call: the reply is checked against the contract in tests", () => {
  it("fails loudly, naming the call and the first errors, when the data has the wrong shape", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer = () => Response.json({ code: 200, msg: "success", data: { ...FACETS, total: "3" } });
    const failure = call(companySearchEndpoints.filters, {});
    await expect(failure).rejects.toBeInstanceOf(ReplyShapeError);
    await expect(call(companySearchEndpoints.filters, {})).rejects.toThrow(
      /GET \/company\/filters: the reply does not match the contract: \/data\/total /,
    );
  });

  it("refuses a reply that is not an envelope", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answer = () => Response.json({ total: 3 });
    await expect(call(companySearchEndpoints.filters, {})).rejects.toBeInstanceOf(ReplyShapeError);
  });

  it("accepts a reply whose data matches, extra fields included", async () => {
    answer = () => Response.json({ code: 200, msg: "success", data: { ...FACETS, extra: 1 }, requestId: "r1" });
    await expect(call(companySearchEndpoints.filters, {})).resolves.toMatchObject({ total: 3 });
  });
});

describe("call: envelope codes become ApiError", () => {
  it("rejects a rule broken (HTTP 400, code -1) with the server's message, and toasts it unless quiet", async () => {
    answer = () => Response.json({ code: -1, msg: "Wrong code", data: null }, { status: 400 });
    const failure = await call(accountsEndpoints.tickNextStep, { verificationCode: "1" }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: -1, status: 400, message: "Wrong code" });
    expect(events).toEqual([{ type: "toast", kind: "error", message: "Wrong code" }]);

    await call(accountsEndpoints.tickNextStep, { verificationCode: "1" }, { quiet: true }).catch(() => undefined);
    expect(events).toHaveLength(1);
  });

  it("turns 401 into the expired-session event", async () => {
    answer = () => Response.json({ code: 401, msg: "Please Login in!", data: null }, { status: 401 });
    await expect(call(accountCenterEndpoints.dashboard)).rejects.toMatchObject({ code: 401, status: 401 });
    expect(events).toEqual([{ type: "auth:expired" }]);
  });

  it("reports the server unreachable after a request fails to connect, and reachable at the next answer", async () => {
    const changes: boolean[] = [];
    const stop = subscribeOnline(() => changes.push(isOnline()));
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(call(accountCenterEndpoints.dashboard)).rejects.toThrow("Failed to fetch");
    expect(isOnline()).toBe(false);
    answer = () => Response.json({ code: 400, msg: "No", data: null }, { status: 400 });
    await expect(call(accountCenterEndpoints.dashboard, undefined, { quiet: true })).rejects.toThrow("No");
    expect(isOnline()).toBe(true);
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(call(accountCenterEndpoints.dashboard)).rejects.toThrow();
    window.dispatchEvent(new Event("online"));
    expect(isOnline()).toBe(true);
    stop();
    expect(changes).toEqual([false, true, false, true]);
  });
});

describe("download", () => {
  it("resolves with the file and its name, and rejects a JSON failure with ApiError", async () => {
    const headers = { "content-type": "text/csv", "content-disposition": 'attachment; filename="companies.csv"' };
    answer = () => new Response("name\nAcme\n", { headers });
    const file = await download(companySearchEndpoints.export, { format: "csv", ids: "A1,A2" });
    expect(file.fileName).toBe("companies.csv");
    expect(await file.blob.text()).toBe("name\nAcme\n");
    expect(sent[0]?.url).toBe("/csi/company/export?format=csv&ids=A1%2CA2");

    answer = () => Response.json({ code: 400, msg: "Too many rows", data: null }, { status: 400 });
    await expect(download(companySearchEndpoints.export, { format: "xlsx" }, { quiet: true })).rejects.toMatchObject({
      code: 400,
      message: "Too many rows",
    });
  });
});
