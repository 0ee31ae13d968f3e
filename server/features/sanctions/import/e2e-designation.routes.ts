import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { devEndpoints } from "../../../../contract/system.endpoints.ts";
import type { DB } from "../../../db/schema.ts";
import { hashOf } from "../../../lib/data-files.ts";
import { isLoopback } from "../../../lib/loopback.ts";
import { ok, sendNotFound } from "../../../plugins/envelope.ts";
import { route } from "../../../plugins/route.ts";
import { E2E_FIXTURES_ENV, inTransaction } from "../../accounts/index.ts";
import { newEntry } from "../sanction-entry.ts";
import { readBundledDpl } from "../sanctions.datasets.ts";
import { importList } from "./list-import.ts";

async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopback(request)) return sendNotFound(request, reply);
}

/**
 * `POST /csi/dev/sanctionsDesignation {name}`: the end-to-end tests need a list version that adds a
 * saved company (the re-screening, decision 0052) without an operator's import. Imports the bundled
 * BIS Denied Persons List again with every entity designated so far by this route, as a new version.
 * Registered only when CSI_E2E_FIXTURES=1, and only for connections from this machine.
 */
export function e2eDesignationRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  if (process.env[E2E_FIXTURES_ENV] !== "1") return;
  const designated: string[] = [];
  route(
    app,
    devEndpoints.addSanctionsDesignation,
    async (request) => {
      const name = request.body.name.trim().toUpperCase();
      if (!designated.includes(name)) designated.push(name);
      const list = readBundledDpl();
      for (const added of designated) {
        const entry = newEntry(`dpl-e2e-${hashOf([added], 16)}`, "entity", added);
        entry.programmes = ["DPL"];
        list.entries.push(entry);
      }
      const version = `${list.version}+e2e${designated.length}`;
      await inTransaction(db, (trx) =>
        importList(
          trx,
          { ...list, version, contentHash: hashOf([list.contentHash, ...designated], 64) },
          {
            transact: (work) => work(trx),
          },
        ),
      );
      return ok({ version });
    },
    { onRequest: loopbackOnly },
  );
}
