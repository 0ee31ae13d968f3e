import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Health } from "../../../contract/health.ts";
import { healthEndpoints as endpoints } from "../../../contract/system.endpoints.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { translate } from "../../i18n/messages.ts";
import { pendingMigrations } from "../../db/migrate.ts";
import type { AppContext } from "../../app-context.ts";

export function healthRoutes(app: FastifyInstance, { database, dataStatus, version }: AppContext): void {
  route(app, endpoints.ready, async (request, reply) => {
    if (dataStatus.state === "ready") return ok(true);
    return reply.status(503).send({ code: 503, msg: translate(request.locale, "dataLoading"), data: null });
  });
  route(app, endpoints.health, async (_request, reply) => {
    const { db, engine } = database;
    try {
      await sql`SELECT 1`.execute(db);
    } catch {
      return reply.status(503).send({ code: 503, msg: "database unreachable", data: null });
    }
    const pending = await pendingMigrations(db);
    const applied = await db
      .selectFrom("schema_migrations")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const datasets = await db.selectFrom("datasets").selectAll().orderBy("name").execute();
    const status: Health["status"] =
      dataStatus.state === "ready" && pending.length === 0
        ? "ok"
        : dataStatus.state === "failed"
          ? "failed"
          : "loading";
    return ok<Health>({
      status,
      version,
      database: { engine, reachable: true },
      migrations: { applied: Number(applied.n), pending },
      data: {
        state: dataStatus.state,
        current: dataStatus.current,
        datasets: datasets.map((d) => ({
          name: d.name,
          version: d.version,
          source: d.source,
          licence: d.licence,
          isDemo: d.is_demo,
          rows: d.row_count,
          loadedAt: new Date(d.loaded_at).toISOString(),
        })),
      },
    });
  });
}
