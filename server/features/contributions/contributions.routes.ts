import type { FastifyInstance, FastifyRequest } from "fastify";
import { contributionsEndpoints as endpoints } from "../../../contract/contributions.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { fileStoreOf } from "../files/index.ts";
import { approvedImageType } from "./contributions.repo.ts";
import * as contributions from "./contributions.service.ts";

/**
 * Company data contributions (docs/decisions/0046-company-contributions.md): the spec's
 * `/businessActivities/*` proposals, the profile's history of applied ones, and the administrators'
 * moderation (`/admin/contributions`). avatarProduct is the upload service's (files.routes.ts).
 */
export function contributionsRoutes(app: FastifyInstance, { database, config, now = () => new Date() }: AppContext) {
  const db = database.db;
  const store = fileStoreOf(config);
  const proposer = (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, "unauthorized");
    return { userId: request.user.id, now: now() };
  };
  /** Anyone but an administrator is told the moderation calls do not exist (as the problem reports list). */
  const adminOf = (request: FastifyRequest) => {
    const email = request.user?.email.toLowerCase() ?? "";
    if (!request.user || !config.adminEmails.includes(email)) throw new AppError(404, "notFound");
    return request.user.id;
  };
  const received = (request: FastifyRequest, data: { id: string; status: "pending" }) =>
    ok(data, translate(request.locale, "contributionReceived"));

  void app.register(async (scope) => {
    // editCompanyPartialInfo is the spec's form post: its fields read as the JSON body would be.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries([...new URLSearchParams(String(body))].filter(([, value]) => value !== "")));
    });
    route(scope, endpoints.editCompanyPartialInfo, async (r) =>
      received(r, await contributions.proposeInfo(db, proposer(r), r.body)),
    );
  });
  route(app, endpoints.addProducts, async (r) =>
    received(r, await contributions.proposeProduct(db, proposer(r), r.body)),
  );
  route(app, endpoints.addAddressInfo, async (r) =>
    received(r, await contributions.proposeAddress(db, proposer(r), r.body)),
  );
  route(app, endpoints.editAddressInfo, async (r) =>
    received(r, await contributions.proposeAddressEdit(db, proposer(r), r.body)),
  );
  route(app, endpoints.getDynamicsCompanyIndustry, async (r) =>
    ok(await contributions.industryOptions(db, r.body.scheme, r.body.keyword)),
  );
  route(app, endpoints.getContributions, async (r) => ok(await contributions.companyContributions(db, r.query)));
  route(app, endpoints.productImage, async (request, reply) => {
    const type = await approvedImageType(db, request.query.id);
    const bytes = type ? await store.get(request.query.id) : null;
    if (!type || !bytes) throw new AppError(404, "fileNotFound");
    return reply
      .header("content-type", type)
      .header("cache-control", "public, max-age=86400")
      .header("x-content-type-options", "nosniff")
      .send(bytes);
  });
  route(app, endpoints.moderationList, async (r) => {
    adminOf(r);
    return ok(await contributions.moderationPage(db, r.query));
  });
  route(app, endpoints.moderationDecide, async (r) => {
    const decided = await contributions.decide(db, adminOf(r), r.body, now());
    const message = decided.status === "approved" ? "contributionApproved" : "contributionRejected";
    return ok(decided, translate(r.locale, message));
  });
}
