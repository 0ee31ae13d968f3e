import { sql } from "kysely";
import type { Db } from "./company.repo.ts";
import type { IndustryCodesRow } from "../../db/generated/database.ts";

/** One code of a path; `leaf` is the code the path was asked for. */
export type IndustryPathRow = Pick<
  IndustryCodesRow,
  "scheme" | "code" | "level" | "level_name" | "description" | "source"
> & { leaf: IndustryCodesRow["code"] };

/**
 * Each code with its ancestors (section, division, group...) from the reference tables. The
 * hierarchy is walked upward only to strictly lower levels, so a bad parent link cannot loop.
 */
export async function industryPaths(db: Db, codes: { scheme: string; code: string }[]): Promise<IndustryPathRow[]> {
  if (codes.length === 0) return [];
  const { rows } = await sql<IndustryPathRow>`
    WITH RECURSIVE chain AS (
      SELECT scheme, code AS leaf, code, parent_code, level, level_name, description, source
      FROM industry_codes
      WHERE (scheme, code) IN (
        SELECT * FROM unnest(${codes.map((c) => c.scheme)}::text[], ${codes.map((c) => c.code)}::text[]))
      UNION ALL
      SELECT i.scheme, c.leaf, i.code, i.parent_code, i.level, i.level_name, i.description, i.source
      FROM chain c JOIN industry_codes i ON i.scheme = c.scheme AND i.code = c.parent_code AND i.level < c.level
    )
    SELECT scheme, leaf, code, level, level_name, description, source FROM chain ORDER BY scheme, leaf, level`.execute(
    db,
  );
  return rows;
}
