import { columns } from "../../db/table-columns.ts";

/** The columns each company loader writes, in order (see server/db/table-columns.ts). */
const PROVENANCE = "source is_demo:bool=false";

export const COMPANY_TABLE_COLUMNS = {
  companies:
    columns(`id:bigint aaa_id name name_native country_code jurisdiction legal_form_elf legal_form status=active
    founded_on:date lei registry_number cik tax_id vat_number stock_code stock_exchange is_listed:bool=false entity_type
    fiscal_year_end website email phone description sic sic_description isic nace naics own_industry employees:int
    registered_capital:numeric paid_in_capital:numeric capital_currency data_quality:int=50 last_update:date ${PROVENANCE}`),
  company_names: columns(
    `company_id:bigint kind name latin normalised script valid_from:date valid_to:date ${PROVENANCE}`,
  ),
  company_addresses: columns(
    `company_id:bigint seq:int kind line1 line2 city region postcode country_code lat:float8 lon:float8 ${PROVENANCE}`,
  ),
  company_securities: columns(`company_id:bigint ticker exchange is_primary:bool=false ${PROVENANCE}`),
  people: columns(
    `id:bigint name name_native normalised gender birth_year:int nationality education email phone ${PROVENANCE}`,
  ),
  company_officers: columns(`company_id:bigint person_id:bigint position department is_shareholder:bool=false
    is_verified:bool=false start_date:date end_date:date ${PROVENANCE}`),
  company_interests: columns(`company_id:bigint seq:int party_type party_company_id:bigint party_person_id:bigint
    party_name party_country interest_type share_exact:numeric share_min:numeric share_max:numeric is_direct:bool=true
    is_beneficial:bool=false start_date:date end_date:date ${PROVENANCE}`),
  company_relations: columns(
    `company_id:bigint seq:int relation related_company_id:bigint name country_code city ${PROVENANCE}`,
  ),
  company_products: columns(`company_id:bigint seq:int name description hs_code image_url ${PROVENANCE}`),
  financial_statements: columns(`company_id:bigint period_end:date period_months:int fiscal_year:int fiscal_period
    currency revenue:numeric cost_of_revenue:numeric gross_profit:numeric operating_income:numeric net_income:numeric
    interest_expense:numeric total_assets:numeric current_assets:numeric cash:numeric receivables:numeric
    inventory:numeric total_liabilities:numeric current_liabilities:numeric long_term_debt:numeric equity:numeric
    retained_earnings:numeric operating_cash_flow:numeric employees:int filing_ref form filed_on:date ${PROVENANCE}`),
  credit_assessments: columns(`company_id:bigint year:int rating local_score:int probability_of_default:float8
    solvency_index:int credit_line:numeric currency risk_indicator ${PROVENANCE}`),
  company_lawsuits: columns(`company_id:bigint seq:int case_number court country_code filed_on:date closed_on:date
    role case_type status counterparty amount:numeric currency title ${PROVENANCE}`),
  company_news: columns(
    `company_id:bigint seq:int published_on:date title source_name url category impact language ${PROVENANCE}`,
  ),
  lei_relationships: columns(`child_lei parent_lei relationship_type relationship_status period_start:date
    period_end:date accounting_standard percentage:numeric registration_status last_update:date source`),
  lei_bic: columns("lei bic source"),
} as const;

/** Company ids by origin: id = prefix x 10^12 + the number within the source. */
export const ID_PREFIX = { sec: 0, gleif: 1, eia: 2, billOfLading: 3, demo: 9 } as const;
export const ID_SPAN = 1_000_000_000_000;

/** The id users see: 'A' and the company id in base 36 (upper case). Reversible. */
export function aaaId(id: number | bigint | string): string {
  return `A${BigInt(id).toString(36).toUpperCase()}`;
}

export function idFromAaaId(aaa: string): bigint | undefined {
  if (!/^A[0-9A-Z]{1,12}$/.test(aaa)) return undefined;
  let value = 0n;
  for (const char of aaa.slice(1).toLowerCase()) value = value * 36n + BigInt(parseInt(char, 36));
  return value;
}
