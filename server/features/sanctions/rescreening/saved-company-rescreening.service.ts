import type { Kysely } from "kysely";
import type { DB } from "../../../db/schema.ts";
import { inTransaction } from "../../accounts/index.ts";
import { usersWhoSaved } from "../../collections/index.ts";
import { notify } from "../../notifications/index.ts";
import { companySanctions } from "../pages/risk-screening.service.ts";
import type { ScreeningStore } from "../screening/screening-store.ts";
import { listsFingerprint } from "../screening/screening.repo.ts";
import * as repo from "./rescreening.repo.ts";
import { resultKey, screeningChanges, type KeptResults } from "./screening-changes.ts";

/** Saved companies one round screens at most; the next round (a minute later) takes the rest. */
const ROUND_SIZE = 50;

/**
 * The re-screening job (docs/decisions/0052-saved-company-rescreening.md): every company in a user's
 * collection is screened (the company, its officers and owners, as the profile's sanctions tab) against
 * the lists as they are now, once per version of the lists. The first screening of a company is the
 * base; a later one, after an import changed the lists, is compared with the last: its changes are
 * recorded and every user who saved the company is notified (after the commit). A company whose record
 * is gone keeps its last screening. Returns how many companies were screened.
 */
export async function rescreenSavedCompanies(db: Kysely<DB>, store: ScreeningStore, at: Date): Promise<number> {
  // The engine is built (every list entry read: seconds on PGlite, with every request waiting) only
  // when a saved company is due: at start, with nothing saved, the job reads one small table.
  const due = await repo.savedCompaniesToScreen(db, await listsFingerprint(db), ROUND_SIZE);
  if (due.length === 0) return 0;
  const { fingerprint, lists } = await store.latest();
  const versions = lists.map((list) => ({ id: list.id, version: list.version }));
  let screened = 0;
  for (const saved of due) {
    const screening = await companySanctions(db, store, saved.company_id, at).catch(() => undefined);
    if (!screening) continue;
    const results: KeptResults = {};
    for (const subject of screening.subjects)
      for (const result of subject.results)
        results[resultKey(subject.role, subject.name, result.id)] = {
          caption: result.caption,
          score: result.score,
          match: result.match,
        };
    const row = { companyId: saved.company_id, fingerprint, results, threshold: screening.threshold, at };
    if (saved.lists_fingerprint === null) {
      if (await repo.insertFirstScreening(db, row)) screened += 1;
      continue;
    }
    const changes = screeningChanges(saved.results ?? {}, results);
    const recorded = await inTransaction(db, async (trx) => {
      if (!(await repo.replaceScreening(trx, row, saved.lists_fingerprint!))) return false;
      await repo.insertChanges(trx, saved.company_id, changes, { threshold: screening.threshold, lists: versions, at });
      return true;
    });
    if (!recorded) continue;
    screened += 1;
    if (changes.length === 0) continue;
    const users = await usersWhoSaved(db, saved.company_id);
    await notify(
      db,
      users.map((user) => ({
        userId: user.user_id,
        event: {
          kind: "sanctionsScreeningChanged",
          params: {
            companyName: screening.companyName || user.company_name || saved.company_id,
            changes: changes.length,
          },
        },
      })),
      at,
    );
  }
  return screened;
}
