import type { FastifyInstance, FastifyRequest } from "fastify";
import { orgEndpoints as endpoints, privilegeEndpoints } from "../../../contract/org.endpoints.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { translate } from "../../i18n/messages.ts";
import { createMailer } from "../../mail/mailer.ts";
import { ok } from "../../plugins/envelope.ts";
import { route } from "../../plugins/route.ts";
import { currentLockType } from "../accounts/index.ts";
import { groupCreditUsage, setMonthlyCap } from "../money/index.ts";
import { adminOrganization, type OrgDeps } from "./org-context.ts";
import * as groups from "./org-groups.service.ts";
import * as roles from "./org-roles.service.ts";
import * as users from "./org-users.service.ts";
import { commonPrivilegeModules, partPrivilege, tabListOneLayer } from "./org-access.service.ts";

function userOf(request: FastifyRequest) {
  if (!request.user) throw new AppError(401, "unauthorized");
  return request.user;
}

/** The spec's form-encoded posts: `a=1&b=2` read as the JSON body would be; an empty field is absent. */
async function formBodies(scope: FastifyInstance): Promise<void> {
  scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries([...new URLSearchParams(String(body))].filter(([, value]) => value !== "")));
  });
}

/** `/org/*` (administrator only) and the two privilege calls (docs/decisions/0031). */
export function orgRoutes(app: FastifyInstance, context: AppContext): void {
  const { config } = context;
  const deps: OrgDeps = {
    db: context.database.db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, devMailbox: config.devMailbox }),
    log: app.log,
    publicUrl: config.publicUrl,
    now: context.now ?? (() => new Date()),
  };
  const saved = (request: FastifyRequest) => translate(request.locale, "orgSaved");
  void app.register(async (scope) => {
    await formBodies(scope);
    route(scope, endpoints.userGroupAdd, async (request) =>
      ok(await groups.addGroup(deps, userOf(request).id, request.body), saved(request)),
    );
    route(scope, endpoints.userGroupUpdate, async (request) =>
      ok(await groups.updateGroup(deps, userOf(request).id, request.body), saved(request)),
    );
    route(scope, endpoints.addRole, async (request) =>
      ok(await roles.addRole(deps, userOf(request).id, request.body), saved(request)),
    );
    route(scope, endpoints.updateRole, async (request) =>
      ok(await roles.updateRole(deps, userOf(request).id, request.body), saved(request)),
    );
    route(scope, endpoints.userDistributeGroupRole, async (request) =>
      ok(await users.distribute(deps, userOf(request).id, request.body), saved(request)),
    );
    route(scope, endpoints.userCreditCap, async (request) => {
      const admin = userOf(request);
      const orgId = await adminOrganization(deps, admin.id);
      await setMonthlyCap(deps.db, orgId, request.body.userId, request.body.monthlyCredits ?? null);
      return ok(await groupCreditUsage(deps.db, { id: admin.id, orgId }, deps.now()), saved(request));
    });
    route(scope, endpoints.inviteUser, async (request) => {
      const admin = userOf(request);
      await users.invite(deps, { id: admin.id, name: admin.email }, request.body, request.locale);
      return ok(null, translate(request.locale, "orgInvitationSent"));
    });
  });
  route(app, endpoints.userGroupList, async (request) => ok(await groups.listGroups(deps, userOf(request).id)));
  route(app, endpoints.userGroupDelete, async (request) => {
    await groups.deleteGroup(deps, userOf(request).id, request.query.id);
    return ok(null, translate(request.locale, "orgDeleted"));
  });
  route(app, endpoints.getRoleList, async (request) => ok(await roles.listRoles(deps, userOf(request).id)));
  route(app, endpoints.getRoleAndPrivilege, async (request) =>
    ok(await roles.getRole(deps, userOf(request).id, request.query.id)),
  );
  route(app, endpoints.deleteRole, async (request) => {
    await roles.deleteRole(deps, userOf(request).id, request.query.id);
    return ok(null, translate(request.locale, "orgDeleted"));
  });
  route(app, endpoints.getPermissionList, async () => ok(roles.permissionList()));
  route(app, endpoints.memberCreditUsage, async (request) => {
    const admin = userOf(request);
    const orgId = await adminOrganization(deps, admin.id);
    return ok(await groupCreditUsage(deps.db, { id: admin.id, orgId }, deps.now()));
  });
  route(app, endpoints.getCompanyUser, async (request) => ok(await users.companyUsers(deps, userOf(request).id)));
  route(app, endpoints.acceptInvitation, async (request) => {
    await users.accept(deps, userOf(request), request.body.token);
    return ok(null, translate(request.locale, "orgJoined"));
  });
  route(app, privilegeEndpoints.partPrivilege, async (request) => ok(await partPrivilege(deps.db, userOf(request))));
  route(app, privilegeEndpoints.commonPrivilegeModule, async (request) => {
    const user = userOf(request);
    return ok(commonPrivilegeModules(await currentLockType(deps.db, user.id, deps.now()), user.userType));
  });
  route(app, privilegeEndpoints.tabListOneLayer, async (request) => {
    const user = userOf(request);
    const modules = commonPrivilegeModules(await currentLockType(deps.db, user.id, deps.now()), user.userType);
    return ok(tabListOneLayer(modules, await partPrivilege(deps.db, user)));
  });
}
