import type { FastifyInstance } from "fastify";
import { creditEndpoints as endpoints } from "../../../contract/credit.endpoints.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import type { AppContext } from "../../app-context.ts";
import { creditAssessment } from "./credit.service.ts";

export function creditRoutes(app: FastifyInstance, { database, now }: AppContext): void {
  route(app, endpoints.getCreditAssessment, async (request) =>
    ok(await creditAssessment(database.db, request.body, now?.() ?? new Date())),
  );
}
