import type { FastifyInstance } from "fastify";
import { countriesEndpoints as endpoints } from "../../../contract/countries.endpoints.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { translate } from "../../i18n/messages.ts";
import type { AppContext } from "../../app-context.ts";
import { countryList } from "./countries.service.ts";
import { coverage } from "./coverage.service.ts";

export function countriesRoutes(app: FastifyInstance, { database, dataStatus }: AppContext): void {
  route(app, endpoints.countryList, async (request, reply) => {
    // Before the first load ends the counts are incomplete; a client would cache a wrong list.
    if (dataStatus.state !== "ready") {
      return reply.status(503).send({ code: 503, msg: translate(request.locale, "dataLoading"), data: null });
    }
    return ok(await countryList(database.db, request.locale));
  });
  route(app, endpoints.coverage, async (request, reply) => {
    if (dataStatus.state !== "ready") {
      return reply.status(503).send({ code: 503, msg: translate(request.locale, "dataLoading"), data: null });
    }
    return ok(await coverage(database.db));
  });
}
