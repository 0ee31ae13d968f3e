import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertObjects } from "../../../db/table-columns.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { call, signedInUser, uuid } from "../../collections/collections.test-support.ts";
import { aaaId, COMPANY_TABLE_COLUMNS } from "../../companies/index.ts";
import { runImportCommand } from "../import/import-command.ts";
import { capture, REPO_ROOT } from "../sanctions-test-support.ts";
import { rescreenSavedCompanies } from "./saved-company-rescreening.service.ts";
import { screeningStoreOf } from "../screening/screening-store.ts";

const LISTED = { id: 9_000_000_000_401, name: "Nordwind Rescreen Handels GmbH" };
const CLEAN = { id: 9_000_000_000_402, name: "Quiet Meadow Bakery Ltd" };
const NOW = new Date("2026-11-26T10:00:00Z");
const HOUR = 3_600_000;

// Versions of the BIS Denied Persons List made from the bundled one's first 40 rows; the second adds
// the saved company's name (a new designation), the third drops it again.
const dpl = gunzipSync(readFileSync(join(REPO_ROOT, "data", "sanctions", "bis-dpl-2022-09", "dpl.txt.gz")))
  .toString("latin1")
  .split(/\r?\n/);
const base = dpl.slice(0, 41);
const designation = `"NORDWIND RESCREEN HANDELS GMBH"\t"HAFENSTRASSE 1"\t"HAMBURG"\t""\t"DE"\t"20457"\t"11/10/2026"\t""\t"Y"\t"2026-11-10"\t"F.R. NOTICE ADDED"\t"91 F.R. 1 11/10/2026"`;

let t: TestApp;
let work: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  work = mkdtempSync(join(tmpdir(), "rescreening-"));
  const company = { country_code: "DE", source: "test-demo", is_demo: true };
  await insertObjects(t.database.db, "companies", COMPANY_TABLE_COLUMNS.companies, [
    { id: LISTED.id, aaa_id: aaaId(LISTED.id), name: LISTED.name, ...company },
    { id: CLEAN.id, aaa_id: aaaId(CLEAN.id), name: CLEAN.name, ...company, country_code: "GB" },
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

async function importDpl(version: string, rows: string[]) {
  const file = join(work, `dpl-${version}.txt`);
  writeFileSync(file, rows.join("\r\n") + "\r\n", "latin1");
  const stderr = capture();
  const status = await runImportCommand(["--format", "bis-dpl", "--file", file, "--version", version], {
    database: t.database,
    dataDir: work,
    stderr,
  });
  expect(status, stderr.text()).toBe(0);
}

async function save(token: string, companies: { id: number; name: string }[], folder = uuid()) {
  expect((await call(t, "/collection/create", token, { query: { id: folder, name: "Watched" } })).status).toBe(200);
  const added = await call(t, "/collection/addItems", token, {
    body: { collectionId: folder, items: companies.map((c) => ({ aaaId: aaaId(c.id), companyName: c.name })) },
  });
  expect(added.status).toBe(200);
  return folder;
}

const inbox = async (token: string, language = "en_US") =>
  (
    await t.app.inject({
      url: "/csi/notification/getNotificationList",
      headers: { authorization: token, language },
    })
  ).json<{ data: { list: { kind: string; title: string }[]; unread: number } }>().data;

const changes = () =>
  t.database.db
    .selectFrom("company_screening_changes")
    .select([
      "company_id",
      "change",
      "subject_role",
      "subject_name",
      "entry_id",
      "caption",
      "score_before",
      "score_after",
      "threshold",
      "lists",
    ])
    .orderBy("id")
    .execute();

describe("re-screening saved companies when a sanctions list changes (background job)", () => {
  it("with no company saved, a round neither screens nor builds the engine (every list entry read)", async () => {
    await importDpl("2026-10-01", base);
    const unbuilt = () => Promise.reject(new Error("the engine was built"));
    expect(await rescreenSavedCompanies(t.database.db, { current: unbuilt, latest: unbuilt }, NOW)).toBe(0);
  });

  it("records a new hit and notifies each user who saved the company; a cleared hit after the next version", async () => {
    await importDpl("2026-11-01", base);
    const ada = await signedInUser(t);
    const bob = await signedInUser(t);
    const gone = await signedInUser(t);
    await save(ada.token, [LISTED, CLEAN]);
    await save(bob.token, [LISTED]);
    // A user whose folder was deleted no longer watches the company.
    const folder = await save(gone.token, [LISTED]);
    expect((await call(t, "/collection/delete", gone.token, { body: { collectionId: folder } })).status).toBe(200);

    // The first round screens both saved companies: the base, nothing to tell.
    expect((await t.jobs.tick()).handled.savedCompanyRescreening).toBe(2);
    expect(await changes()).toEqual([]);
    // Nothing changed since: nothing screened again.
    t.jobs.advance(HOUR);
    expect((await t.jobs.tick()).handled.savedCompanyRescreening).toBe(0);

    await importDpl("2026-11-15", [...base, designation]);
    t.jobs.advance(HOUR);
    expect((await t.jobs.tick()).handled.savedCompanyRescreening).toBe(2);
    const [found, ...others] = await changes();
    expect(others).toEqual([]);
    expect(String(found!.company_id)).toBe(String(LISTED.id));
    expect(found).toMatchObject({
      change: "newHit",
      subject_role: "company",
      subject_name: LISTED.name,
      caption: "NORDWIND RESCREEN HANDELS GMBH",
      score_before: null,
      threshold: 0.7,
      lists: [{ id: "bis-dpl", version: "2026-11-15" }],
    });
    expect(found!.entry_id).toMatch(/^bis-/);
    expect(found!.score_after).toBeGreaterThanOrEqual(0.7);

    const title = "The sanctions screening of Nordwind Rescreen Handels GmbH changed after a list update (1 change)";
    for (const user of [ada, bob])
      expect((await inbox(user.token)).list).toMatchObject([{ kind: "sanctionsScreeningChanged", title }]);
    expect((await inbox(ada.token, "ge_DE")).list[0]?.title).toBe(
      "Die Sanktionsprüfung von Nordwind Rescreen Handels GmbH hat sich nach einer Listenaktualisierung geändert (1 Änderung)",
    );
    expect((await inbox(gone.token)).list).toEqual([]);

    // The designation is lifted: the hit is cleared, and told again.
    await importDpl("2026-11-20", base);
    t.jobs.advance(HOUR);
    await t.jobs.tick();
    expect((await changes()).slice(1)).toMatchObject([
      { change: "clearedHit", caption: "NORDWIND RESCREEN HANDELS GMBH", score_after: null, entry_id: found!.entry_id },
    ]);
    expect((await inbox(bob.token)).list).toHaveLength(2);
    expect((await inbox(bob.token)).unread).toBe(2);
  });

  it("records a change once when two rounds re-screen at the same time", async () => {
    const carol = await signedInUser(t);
    await save(carol.token, [LISTED]);
    await importDpl("2026-11-25", [...base, designation]);
    const store = screeningStoreOf(t.database.db);
    const before = (await changes()).length;
    const at = new Date(t.jobs.now().getTime() + HOUR);
    await Promise.all([
      rescreenSavedCompanies(t.database.db, store, at),
      rescreenSavedCompanies(t.database.db, store, at),
    ]);
    expect((await changes()).slice(before).map((c) => c.change)).toEqual(["newHit"]);
    expect((await inbox(carol.token)).list).toHaveLength(1);
  });
});
