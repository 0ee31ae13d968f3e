import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { SANCTIONS_DATASETS } from "../sanctions.datasets.ts";
import { runImportCommand } from "../import/import-command.ts";
import { capture, FIXTURES } from "../sanctions-test-support.ts";

// The small bundled lists (OFAC consolidated non-SDN, BIS Denied Persons): a real database, quickly loaded.
const LISTS = SANCTIONS_DATASETS.filter((d) => d.name !== "sanctions-ofac-sdn");

let t: TestApp;
let clock = Date.parse("2026-01-01T00:00:00Z");
beforeAll(async () => {
  t = await createTestApp({ datasets: LISTS, now: () => new Date(clock) });
}, 300_000);
afterAll(() => t.close());

type Result = { id: string; caption: string; score: number; match: boolean; datasets: string[]; features: object };
type Reply = {
  code: number;
  msg: string;
  data: {
    responses: Record<string, { results: Result[]; total: { value: number } }>;
    threshold: number;
    lists: { id: string; version: string | null }[];
  };
};

const match = async (payload: object, dataset = "default", query = "") => {
  const res = await t.app.inject({ method: "POST", url: `/csi/screening/match/${dataset}${query}`, payload });
  return { status: res.statusCode, body: res.json<Reply>() };
};
const person = (...names: string[]) => ({ schema: "Person", properties: { name: names } });

describe("POST /csi/screening/match/{dataset}", () => {
  it("answers yente's response in the envelope: ids with the list's own id, scores, features, lists", async () => {
    const { status, body } = await match({ queries: { q1: person("Ismail Abdul Salah Haniya") } });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const [top] = body.data.responses.q1!.results;
    expect(top).toMatchObject({
      id: "ofac-9639",
      caption: "HANIYA, Ismail Abdul Salah",
      match: true,
      datasets: ["ofac-cons"],
    });
    expect(top!.features).toHaveProperty("name_match");
    expect(body.data.threshold).toBe(0.7);
    expect(body.data.lists.map((l) => l.id)).toEqual(["bis-dpl", "ofac-cons"]);
  });

  it("finds a misspelt, reordered name and ranks a corroborated one higher", async () => {
    const { body } = await match({
      queries: {
        typo: person("Hanyia Ismail"),
        dated: { schema: "Person", properties: { name: ["Ismail Haniya"], birthDate: ["1962"] } },
        other: { schema: "Person", properties: { name: ["Ismail Haniya"], birthDate: ["1990"] } },
      },
    });
    const top = (id: string) => body.data.responses[id]!.results[0]!;
    expect(top("typo").id).toBe("ofac-9639");
    expect(top("dated").score).toBeGreaterThan(top("other").score);
  });

  it("screens a batch, answers every query, and applies threshold and limit", async () => {
    const queries = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`q${i}`, person(i % 2 ? "Mohammed Abu Teir" : "Ordinary Person Name")]),
    );
    const { body } = await match({ queries, limit: 2, threshold: 0.9 });
    expect(Object.keys(body.data.responses)).toHaveLength(200);
    expect(body.data.responses.q1!.results.length).toBeLessThanOrEqual(2);
    for (const result of body.data.responses.q1!.results) expect(result.match).toBe(result.score >= 0.9);
  });

  it("screens one list when the dataset names it, and answers 404 for a list it does not hold", async () => {
    const { body } = await match({ queries: { q: person("Ismail Haniya") } }, "bis-dpl");
    expect(body.data.responses.q!.results.every((r) => r.id.startsWith("bis-dpl-"))).toBe(true);
    const missing = await match({ queries: { q: person("Ismail Haniya") } }, "eu-fsf");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
  });

  it("answers 400 naming the field of a malformed body", async () => {
    const cases: [object, string][] = [
      [{}, "queries"],
      [{ queries: { q: { schema: "Dog", properties: { name: ["x"] } } } }, "schema"],
      [{ queries: { q: { schema: "Person", properties: { name: [{ not: "a name" }] } } } }, "name"],
      [{ queries: { q: person("x") }, threshold: 2 }, "threshold"],
      [{ queries: { q: { schema: "Person", properties: { country: ["ru"] } } } }, "name"],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await match(payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.msg).toContain(field);
    }
    const tooMany = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`q${i}`, person("x")]));
    const { status, body } = await match({ queries: tooMany });
    expect(status).toBe(400);
    expect(body.msg).toContain("queries");
  });

  it("sees a list an import adds, without a restart", async () => {
    const before = await match({
      queries: { q: { schema: "LegalEntity", properties: { name: ["Ansar al Sharia"] } } },
    });
    expect(before.body.data.responses.q!.results.filter((r) => r.id.startsWith("uk-"))).toEqual([]);
    const stderr = capture();
    const file = join(FIXTURES, "uk-ofsi-conlist-sample-2020.csv");
    const dataDir = mkdtempSync(join(tmpdir(), "screening-import-"));
    const status = await runImportCommand(["--format", "uk", "--file", file], {
      database: t.database,
      dataDir,
      stderr,
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(status, stderr.text()).not.toBe(1);
    clock += 60_000;
    const after = await match({ queries: { q: { schema: "LegalEntity", properties: { name: ["Ansar al Sharia"] } } } });
    const top = after.body.data.responses.q!.results[0]!;
    expect(top.id).toMatch(/^uk-\d+$/);
    expect(top.datasets).toEqual(["uk-ofsi"]);
    expect(after.body.data.lists.map((l) => l.id)).toContain("uk-ofsi");
  });
});
