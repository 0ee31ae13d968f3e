import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sql, type Kysely, type RawBuilder } from "kysely";
import { devEndpoints } from "../../../contract/system.endpoints.ts";
import type { DB } from "../../db/schema.ts";
import { ok, sendNotFound } from "../../plugins/envelope.ts";
import { isLoopback } from "../../lib/loopback.ts";
import { route } from "../../plugins/route.ts";
import { E2E_FIXTURES_ENV } from "../accounts/index.ts";
import { unbounded } from "../../db/database.ts";
import { findCompany } from "./trade-company.repo.ts";
import { refreshShipmentRollups } from "./trade-rollups.ts";

/** Ids of the added records start here, clear of the generator's (exporter index x 64). */
const FIRST_ID = 9_000_000_000;
const BULK_ID_SPAN = 1_000_000;
const EXPORTERS = 400;
const PRODUCTS = 300;

/**
 * Adds `count` demo bills of lading imported by the company in `year`: exporters among the first demo
 * companies of other countries, HS6 products, days, quantities and values picked by a seeded hash
 * (hashtextextended) of the record's number and `seed` (the same rows for the same arguments). For the long-task
 * proof of the shipment records tab (tests/e2e/trade-company-worker.spec.ts): a 100,000-record slice.
 * Then folds the months into the shipment roll-ups (unbounded), as an import does after its last chunk, so
 * that the page's first read does not do it within a request's statement timeout.
 */
export async function addBulkShipments(
  db: Kysely<DB>,
  company: { id: string; name: string; countryCode: string | null },
  { count, year, seed }: { count: number; year: number; seed: number },
): Promise<number> {
  const pick = (salt: number, modulo: RawBuilder<unknown>) =>
    sql`(abs(hashtextextended(g::text, ${seed * 100 + salt})) % ${modulo})`;
  const exporters = sql`(SELECT count(*) FROM ex)`;
  const products = sql`(SELECT count(*) FROM hs)`;
  const result = await sql`WITH ex AS (
      SELECT id, name, country_code, row_number() OVER (ORDER BY id) - 1 AS n FROM (
        SELECT id, name, country_code FROM companies
        WHERE is_demo AND country_code IS NOT NULL AND country_code IS DISTINCT FROM ${company.countryCode}
        ORDER BY id LIMIT ${EXPORTERS}) c),
    hs AS (SELECT code, description, row_number() OVER (ORDER BY code) - 1 AS n FROM (
      SELECT code, description FROM hs_codes WHERE level = 6 ORDER BY code LIMIT ${PRODUCTS}) h)
    INSERT INTO shipments (company_id, id, record_kind, arrival_date, importer_company_id, importer_name,
      importer_country, exporter_company_id, exporter_name, exporter_country, cargo_description, hs_code,
      origin_country, destination_country, quantity, quantity_unit, value_usd, source, is_demo)
    SELECT ${company.id}::bigint, ${FIRST_ID} + ${seed}::bigint * ${BULK_ID_SPAN} + g, 'bill-of-lading',
      make_date(${year}, 1, 1) + ${pick(11, sql`365`)}::int, ${company.id}::bigint, ${company.name},
      ${company.countryCode}, ex.id, ex.name, ex.country_code, left(hs.description, 200), hs.code,
      ex.country_code, ${company.countryCode}, 20 + ${pick(13, sql`800`)}, 'packages',
      1000 + ${pick(17, sql`250000`)}, 'demo', true
    FROM generate_series(1, ${count}) g
    JOIN ex ON ex.n = ${pick(0, exporters)}
    JOIN hs ON hs.n = ${pick(7, products)}`.execute(db);
  await unbounded(db, refreshShipmentRollups);
  return Number(result.numAffectedRows ?? 0);
}

async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopback(request)) return sendNotFound(request, reply);
}

/** `POST /csi/dev/bulkShipments`: registered only when CSI_E2E_FIXTURES=1, for connections from this machine. */
export function bulkShipmentsFixtureRoute(app: FastifyInstance, db: Kysely<DB>): void {
  if (process.env[E2E_FIXTURES_ENV] !== "1") return;
  route(
    app,
    devEndpoints.addBulkShipments,
    async (request, reply) => {
      const { companyId, ...asked } = request.body;
      const company = await findCompany(db, companyId);
      if (!company) return sendNotFound(request, reply);
      const added = await addBulkShipments(
        db,
        { id: company.id, name: company.name, countryCode: company.country_code },
        asked,
      );
      return ok({ companyId: company.id, added });
    },
    { onRequest: loopbackOnly },
  );
}
