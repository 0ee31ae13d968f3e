import { db, type CachedProfileResponse, type ViewedCompany } from "../../offline/db.ts";

/** How many opened companies stay cached for offline reading (the least recently viewed go first). */
export const MAX_CACHED_COMPANIES = 100;

export async function readCachedResponse(companyId: string, key: string): Promise<CachedProfileResponse | null> {
  const entry = await db.viewedCompanies.get(companyId);
  return entry?.responses[key] ?? null;
}

/** Stores one response of a company's profile; the snapshot also names the company. */
export async function saveCachedResponse(
  companyId: string,
  key: string,
  data: unknown,
  heading?: { name: string; countryCode: string | null },
): Promise<void> {
  const now = Date.now();
  await db.transaction("rw", db.viewedCompanies, async () => {
    const entry = await db.viewedCompanies.get(companyId);
    const next: ViewedCompany = {
      id: companyId,
      name: heading?.name ?? entry?.name ?? companyId,
      countryCode: heading ? heading.countryCode : (entry?.countryCode ?? null),
      viewedAt: entry?.viewedAt ?? now,
      responses: { ...entry?.responses, [key]: { data, fetchedAt: now } },
    };
    await db.viewedCompanies.put(next);
  });
}

/** Marks the company as just viewed and drops the oldest profiles beyond the limit. */
export async function markViewed(companyId: string): Promise<void> {
  await db.viewedCompanies.update(companyId, { viewedAt: Date.now() });
  const count = await db.viewedCompanies.count();
  if (count > MAX_CACHED_COMPANIES) {
    const oldest = await db.viewedCompanies
      .orderBy("viewedAt")
      .limit(count - MAX_CACHED_COMPANIES)
      .primaryKeys();
    await db.viewedCompanies.bulkDelete(oldest);
  }
}
