import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { dataPath, fileVersion } from "../../lib/data-files.ts";
import { countryCodeFromName } from "../../lib/country-names.ts";
import { readTsvObjects } from "../../lib/tsv.ts";
import { insertObjects } from "../../db/table-columns.ts";
import { withDeferredIndexes } from "../../db/deferred-indexes.ts";
import { normaliseName } from "../../lib/name-normalise.ts";
import { COMPANY_TABLE_COLUMNS, ID_PREFIX, ID_SPAN, aaaId } from "../companies/index.ts";
import { dataQuality } from "../companies/index.ts";
import { TRADE_TABLE_COLUMNS } from "./trade.columns.ts";
import { hsOfEiaProduct } from "./eia-products.ts";

export const EIA_FILE = dataPath("trade", "eia-imports.tsv.gz");
export const EIA_SOURCE = "eia-814-2017-2025";

type Row = Record<string, string | null>;

/** Importers already known as companies (same normalised name, real records only). */
async function knownCompanies(trx: Transaction<DB>, names: string[]): Promise<Map<string, string>> {
  const found = await trx
    .selectFrom("company_names")
    .select(["normalised", sql<string>`min(company_id)`.as("id")])
    .where("normalised", "in", names.length ? names : [""])
    .where("is_demo", "=", false)
    .where("source", "!=", EIA_SOURCE)
    .groupBy("normalised")
    .execute();
  return new Map(found.map((r) => [r.normalised, String(r.id)]));
}

/**
 * EIA company-level imports: each row is one month of one importer's imports of one product
 * from one country through one US port (thousand barrels). Importers are matched to existing
 * companies by normalised name; the others become company records of their own (id 2*10^12 + n,
 * n by the importer's rank in name order, so ids stay put between loads).
 */
export async function loadEiaImports(trx: Transaction<DB>, progress: (done: number, total: number) => void) {
  const rows: Row[] = readTsvObjects(EIA_FILE);
  const importers = [...new Set(rows.map((r) => r.importer ?? ""))].sort();
  const normalised = importers.map((name) => normaliseName(name));
  await sql`DELETE FROM shipments WHERE source = ${EIA_SOURCE}`.execute(trx);
  for (const table of ["companies", "company_names"]) {
    await sql`DELETE FROM ${sql.table(table)} WHERE source = ${EIA_SOURCE}`.execute(trx);
  }
  const known = await knownCompanies(trx, normalised);
  const lastPeriod = new Map<string, string>();
  for (const r of rows) {
    if ((r.period ?? "") > (lastPeriod.get(r.importer ?? "") ?? "")) lastPeriod.set(r.importer ?? "", r.period ?? "");
  }
  const idOf = new Map<string, string>();
  const companies: Record<string, unknown>[] = [];
  const names: Record<string, unknown>[] = [];
  importers.forEach((name, i) => {
    const match = known.get(normalised[i] ?? "");
    if (match) return void idOf.set(name, match);
    const id = ID_PREFIX.eia * ID_SPAN + i + 1;
    idOf.set(name, String(id));
    companies.push({
      id,
      aaa_id: aaaId(id),
      name,
      status: "unknown",
      description: "Importer of petroleum (EIA-814)",
      data_quality: dataQuality({ name }),
      last_update: lastPeriod.get(name),
      source: EIA_SOURCE,
      is_demo: false,
    });
    names.push({
      company_id: id,
      kind: "primary",
      name,
      normalised: normalised[i],
      script: "Latn",
      source: EIA_SOURCE,
      is_demo: false,
    });
  });
  let written = await insertObjects(trx, "companies", COMPANY_TABLE_COLUMNS.companies, companies);
  written += await insertObjects(trx, "company_names", COMPANY_TABLE_COLUMNS.company_names, names);
  const shipments = rows.map((r, i) => {
    const companyId = idOf.get(r.importer ?? "");
    return {
      company_id: companyId,
      id: i + 1,
      record_kind: "monthly-import",
      arrival_date: r.period,
      importer_company_id: companyId,
      importer_name: r.importer,
      cargo_description: r.product,
      hs_code: hsOfEiaProduct(r.product_code ?? null),
      product_code: `EIA-${r.product_code}`,
      origin_country: countryCodeFromName(r.country) ?? null,
      destination_country: "US",
      port_of_unlading: r.port_city,
      quantity: r.quantity_kbbl,
      quantity_unit: "kbbl",
      source: EIA_SOURCE,
      is_demo: false,
    };
  });
  written += await withDeferredIndexes(trx, ["shipments"], () =>
    insertObjects(trx, "shipments", TRADE_TABLE_COLUMNS.shipments, shipments, {
      onBatch: (done) => progress(done, shipments.length),
    }),
  );
  return { written, matched: known.size, created: companies.length, shipments: shipments.length };
}

const version = fileVersion(EIA_SOURCE, 1, () => [EIA_FILE]);

export const eiaImportsDataset: DatasetLoader = {
  name: "eia-imports",
  get version() {
    return version();
  },
  source: "US Energy Information Administration, company-level imports (EIA-814), 2017-2025",
  licence: "Public domain (US government work)",
  load: async (trx, progress) => (await loadEiaImports(trx, progress)).written,
};
