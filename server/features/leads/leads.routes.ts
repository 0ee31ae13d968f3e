import type { FastifyInstance, FastifyRequest } from "fastify";
import { leadsEndpoints as endpoints } from "../../../contract/leads.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { countDailyUse } from "../../lib/daily-limits.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { currentLockType } from "../accounts/index.ts";
import * as heads from "./heads.service.ts";
import * as leads from "./leads.service.ts";
import { leadsWorkbook } from "./leads-export.service.ts";

function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user.id;
}

/** /findPartnerPc/* and /findPartner/*: the leads search, its questionnaire and the saved questionnaires. */
export function leadsRoutes(app: FastifyInstance, { database, now = () => new Date() }: AppContext): void {
  const { db } = database;
  const lockTypeOf = async (request: FastifyRequest) =>
    request.user ? { lockType: await currentLockType(db, request.user.id, now()) } : null;

  route(app, endpoints.search, async (request) => ok(await leads.search(db, request.body)));
  route(app, endpoints.leadsPostFilter, async (request) => ok(await leads.facets(db, request.body.answers)));
  route(app, endpoints.getCompanyDetail, async (request) => ok(await leads.detail(db, request.query)));
  route(app, endpoints.getCompanyIndustryInfo, async (request) =>
    ok(await leads.industryInfo(db, request.query.aaaId)),
  );
  route(app, endpoints.traceSearch, async (request) => ok(await leads.traceSearch(db, request.query)));
  route(app, endpoints.getPrivilege, async (request) => ok(leads.privilege(await lockTypeOf(request))));
  route(app, endpoints.getLeadsQuestions, async () => ok({ questions: leads.questions() }));
  route(app, endpoints.getLeadsProductFilterList, async (request) =>
    ok(await leads.productChoices(db, request.body.keyword)),
  );
  route(app, endpoints.getIndustryCode, async () => ok(await leads.industryCodes(db)));

  route(app, endpoints.exportDataExcel, async (request, reply) => {
    const at = now();
    if (!leads.privilege(await lockTypeOf(request)).export) throw new AppError(402, "noPermission");
    await countDailyUse(db, "export", userIdOf(request), at);
    const rows = await leads.leadsForExport(db, request.body);
    const body = await leadsWorkbook(rows, request.locale, at);
    return reply
      .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
      .header("content-disposition", `attachment; filename="leads-${at.toISOString().slice(0, 10)}.xlsx"`)
      .header("x-exported-rows", String(rows.length))
      .header("access-control-expose-headers", "content-disposition, x-exported-rows")
      .header("cache-control", "no-store")
      .send(body);
  });

  route(app, endpoints.getAnswersHead, async (request) => ok(await heads.listHeads(db, userIdOf(request))));
  route(app, endpoints.delAnswersHead, async (request) => {
    await heads.deleteHead(db, userIdOf(request), request.query.id);
    return ok(null, translate(request.locale, "leadsDeleted"));
  });
  route(app, endpoints.saveLeadsAnswers, async (request) =>
    ok(await heads.saveAnswers(db, userIdOf(request), request.body), translate(request.locale, "leadsSaved")),
  );
  route(app, endpoints.updateLeadsAnswersHead, async (request) =>
    ok(
      await heads.renameHead(db, userIdOf(request), request.body.id, request.body.name),
      translate(request.locale, "leadsRenamed"),
    ),
  );
  route(app, endpoints.saveLeadsPostFilter, async (request) =>
    ok(
      await heads.savePostFilter(db, userIdOf(request), request.body.id, request.body.postFilter),
      translate(request.locale, "leadsFilterSaved"),
    ),
  );
}
