import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { FilterConditions, SearchTrade, SearchTradeQuery } from "../../../contract/trade-company.ts";
import { normaliseName } from "../../lib/name-normalise.ts";
import { filterConditions, prefixQuery, tradingCompanies } from "./trade-company-search.repo.ts";
import { conditionsOf } from "./trade-company-figures.ts";

/** The name's words as a prefix query (normalised as the stored names are); null when nothing is left. */
const queryOf = (name: string) => prefixQuery(normaliseName(name)) ?? prefixQuery(name.toLowerCase());

/** Trading companies whose name matches, filtered, sorted and a page at a time. */
export async function searchTrade(db: Kysely<DB>, asked: SearchTradeQuery): Promise<SearchTrade> {
  const page = asked.page ?? 1;
  const pageSize = asked.pageSize ?? 20;
  const query = queryOf(asked.company_name);
  const rows = query
    ? await tradingCompanies(db, query, asked, { offset: (page - 1) * pageSize, limit: pageSize })
    : [];
  return {
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
    rows: rows.map((r) => ({
      id: r.id,
      aaa_id: r.aaa_id,
      company_name_en: r.name,
      countryCode: r.country_code,
      imports: r.imports,
      exports: r.exports,
      value: r.value,
      lastDate: r.last_date,
      hsChapters: r.chapters,
      sources: r.sources,
    })),
  };
}

export async function searchFilterConditions(db: Kysely<DB>, name: string): Promise<FilterConditions> {
  const query = queryOf(name);
  return conditionsOf(query ? await filterConditions(db, query) : []);
}
