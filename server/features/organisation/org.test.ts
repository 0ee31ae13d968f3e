import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES, translate } from "../../i18n/messages.ts";
import { call, freshEmail, invitationToken, postForm, signedInAdmin, signedInUser } from "./org.test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const refusal = { code: 402, msg: SERVER_MESSAGES.noPermission.en, data: null, requestId: expect.any(String) };

/** Every administrator call with a valid input. */
const ADMIN_CALLS: { method: "GET" | "POST"; url: string; payload?: Record<string, unknown> }[] = [
  { method: "GET", url: "/csi/org/userGroupList" },
  { method: "GET", url: "/csi/org/userGroupDelete?id=1" },
  { method: "GET", url: "/csi/org/getRoleList" },
  { method: "GET", url: "/csi/org/getCompanyUser" },
  { method: "GET", url: "/csi/org/getPermissionList" },
  { method: "GET", url: "/csi/org/getRoleAndPrivilege?id=1" },
  { method: "GET", url: "/csi/org/deleteRole?id=1" },
  { method: "POST", url: "/csi/org/addRole", payload: { name: "Probe" } },
  { method: "POST", url: "/csi/org/updateRole", payload: { id: 1, name: "Probe" } },
  { method: "POST", url: "/csi/org/userGroupAdd", payload: { name: "Probe" } },
  { method: "POST", url: "/csi/org/userGroupUpdate", payload: { id: 1, name: "Probe" } },
  { method: "POST", url: "/csi/org/userDistributeGroupRole", payload: { userId: "1" } },
  { method: "POST", url: "/csi/org/inviteUser", payload: { email: "probe@example.com" } },
];

describe("/org/*: who may call", () => {
  let individual: string;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    individual = (await signedInUser(t, freshEmail("individual"))).token;
    const memberUser = await signedInUser(t, freshEmail("member"));
    await t.database.db.updateTable("app_users").set({ user_type: 2 }).where("id", "=", memberUser.id).execute();
    member = memberUser.token;
    admin = (await signedInAdmin(t)).token;
  });

  it.each(ADMIN_CALLS)("$method $url: 401 signed out, 402 for userType 1 and 2, answered for 3", async (probe) => {
    const send = (token?: string) =>
      call(t, probe.method, probe.url, { ...(token ? { token } : {}), payload: probe.payload });
    expect((await send()).statusCode).toBe(401);
    for (const token of [individual, member]) {
      const res = await send(token);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual(refusal);
    }
    const res = await send(admin);
    expect([200, 404]).toContain(res.statusCode);
    expect(res.statusCode === 404 || res.json().code === 200).toBe(true);
  });

  it("lets every signed-in user type accept an invitation call (and refuses a bad token), 401 signed out", async () => {
    const payload = { token: "x".repeat(32) };
    expect((await call(t, "POST", "/csi/org/acceptInvitation", { payload })).statusCode).toBe(401);
    for (const token of [individual, member, admin]) {
      const res = await call(t, "POST", "/csi/org/acceptInvitation", { token, payload });
      expect(res.json()).toMatchObject({ code: -1, msg: translate("en", "orgInvitationInvalid") });
    }
  });

  it("answers the privilege calls for every user type, 401 signed out", async () => {
    for (const url of [
      "/csi/tab/getPartPrivilege",
      "/csi/privilegeModules/getCommonPrivilegeModule",
      "/csi/tab/getTabListOneLayer",
    ]) {
      expect((await call(t, "GET", url)).statusCode).toBe(401);
      for (const token of [individual, member, admin])
        expect((await call(t, "GET", url, { token })).statusCode).toBe(200);
    }
    const modules = async (token: string) =>
      Object.fromEntries(
        (
          (await call(t, "GET", "/csi/privilegeModules/getCommonPrivilegeModule", { token })).json().data.modules as {
            key: string;
            allowed: boolean;
          }[]
        ).map((entry) => [entry.key, entry.allowed]),
      );
    expect(await modules(individual)).toEqual({
      aiAssistant: false,
      reportIssues: false,
      userGuide: false,
      userSettings: false,
      groupManagement: false,
      addCredits: true,
    });
    expect(await modules(member)).toMatchObject({ groupManagement: false, addCredits: false });
    expect(await modules(admin)).toMatchObject({ groupManagement: true, addCredits: true });
  });
});

describe("/org/*: groups", () => {
  it("adds (form-encoded), validates, nests, lists, updates and deletes groups", async () => {
    const admin = await signedInAdmin(t);
    const sales = await postForm(t, "/csi/org/userGroupAdd", admin.token, { name: "Sales", parentId: "", status: 1 });
    expect(sales.json()).toMatchObject({ code: 200, msg: "Saved", data: { name: "Sales", parentId: null, status: 1 } });
    const salesId = sales.json().data.id as number;
    const emea = await postForm(t, "/csi/org/userGroupAdd", admin.token, { name: "EMEA", parentId: salesId });
    expect(emea.json().data).toMatchObject({ parentId: salesId, parentName: "Sales", memberCount: 0 });

    const taken = await postForm(t, "/csi/org/userGroupAdd", admin.token, { name: "sales" });
    expect(taken.json()).toMatchObject({ code: -1, msg: translate("en", "orgGroupNameTaken") });
    const blank = await postForm(t, "/csi/org/userGroupAdd", admin.token, { name: "  " });
    expect(blank.json()).toMatchObject({ code: -1, msg: translate("en", "orgGroupNameRequired") });
    const tooLong = await postForm(t, "/csi/org/userGroupAdd", admin.token, { name: "x".repeat(51) });
    expect(tooLong.statusCode).toBe(400);
    const cycle = await postForm(t, "/csi/org/userGroupUpdate", admin.token, {
      id: salesId,
      name: "Sales",
      parentId: emea.json().data.id,
    });
    expect(cycle.json()).toMatchObject({ code: -1, msg: translate("en", "orgGroupParentInvalid") });

    const renamed = await call(t, "POST", "/csi/org/userGroupUpdate", {
      token: admin.token,
      payload: { id: salesId, name: "Sales team", status: 0 },
    });
    expect(renamed.json().data).toMatchObject({ name: "Sales team", status: 0 });
    await call(t, "POST", "/csi/org/userDistributeGroupRole", {
      token: admin.token,
      payload: { userId: admin.id, groupId: salesId },
    });
    const list = (await call(t, "GET", "/csi/org/userGroupList", { token: admin.token })).json().data;
    expect(list).toEqual([
      { id: salesId, name: "Sales team", parentId: null, parentName: null, status: 0, memberCount: 1 },
      expect.objectContaining({ name: "EMEA", parentName: "Sales team" }),
    ]);

    const deleted = await call(t, "GET", `/csi/org/userGroupDelete?id=${salesId}`, { token: admin.token });
    expect(deleted.json()).toMatchObject({ code: 200, msg: "Deleted" });
    const after = (await call(t, "GET", "/csi/org/userGroupList", { token: admin.token })).json().data;
    expect(after).toEqual([expect.objectContaining({ name: "EMEA", parentId: null })]);
    const users = (await call(t, "GET", "/csi/org/getCompanyUser", { token: admin.token })).json().data.users;
    expect(users[0]).toMatchObject({ id: admin.id, groupId: null, userType: 3 });
  });

  it("keeps organisations apart: another administrator's ids are 404", async () => {
    const a = await signedInAdmin(t, "A");
    const b = await signedInAdmin(t, "B");
    const group = (await postForm(t, "/csi/org/userGroupAdd", a.token, { name: "Private" })).json().data;
    const role = (await postForm(t, "/csi/org/addRole", a.token, { name: "Private" })).json().data;
    expect((await call(t, "GET", `/csi/org/userGroupDelete?id=${group.id}`, { token: b.token })).statusCode).toBe(404);
    expect((await call(t, "GET", `/csi/org/getRoleAndPrivilege?id=${role.id}`, { token: b.token })).statusCode).toBe(
      404,
    );
    expect((await postForm(t, "/csi/org/userDistributeGroupRole", b.token, { userId: a.id })).statusCode).toBe(404);
    expect((await call(t, "GET", "/csi/org/userGroupList", { token: b.token })).json().data).toEqual([]);
  });
});

describe("/org/*: roles and their permissions", () => {
  it("lists the catalogue, adds a role with permissions, refuses unknown keys, updates and deletes", async () => {
    const admin = await signedInAdmin(t);
    const catalogue = (await call(t, "GET", "/csi/org/getPermissionList", { token: admin.token })).json().data;
    expect(catalogue).toContainEqual({ key: "portfolio", calls: ["/collection/"] });
    const added = await postForm(t, "/csi/org/addRole", admin.token, {
      name: "Analyst",
      position: "Research",
      status: 1,
      permissions: "tags,portfolio",
    });
    expect(added.json().data).toMatchObject({
      name: "Analyst",
      position: "Research",
      status: 1,
      permissions: ["portfolio", "tags"],
      memberCount: 0,
    });
    const id = added.json().data.id as number;
    const unknown = await postForm(t, "/csi/org/addRole", admin.token, { name: "X", permissions: "portfolio,root" });
    expect(unknown.json()).toMatchObject({ code: -1, msg: translate("en", "orgPermissionUnknown") });
    const taken = await postForm(t, "/csi/org/addRole", admin.token, { name: "ANALYST" });
    expect(taken.json()).toMatchObject({ code: -1, msg: translate("en", "orgRoleNameTaken") });

    await postForm(t, "/csi/org/updateRole", admin.token, { id, name: "Analyst", status: 0, permissions: "" });
    const one = await call(t, "GET", `/csi/org/getRoleAndPrivilege?id=${id}`, { token: admin.token });
    expect(one.json().data).toMatchObject({ status: 0, permissions: [] });
    expect((await call(t, "GET", `/csi/org/deleteRole?id=${id}`, { token: admin.token })).json().code).toBe(200);
    expect((await call(t, "GET", `/csi/org/getRoleAndPrivilege?id=${id}`, { token: admin.token })).statusCode).toBe(
      404,
    );
  });
});

describe("/org/*: invitations, members and the enforcement of a role", () => {
  it("invites by e-mail, the invitee joins, and a removed permission is refused on the next request", async () => {
    const admin = await signedInAdmin(t, "Globex");
    const group = (await postForm(t, "/csi/org/userGroupAdd", admin.token, { name: "Buyers" })).json().data;
    const role = (
      await postForm(t, "/csi/org/addRole", admin.token, { name: "Buyer", permissions: "portfolio,tags" })
    ).json().data;
    const email = freshEmail("invitee");
    const invited = await postForm(t, "/csi/org/inviteUser", admin.token, {
      email,
      groupId: group.id,
      roleId: role.id,
    });
    expect(invited.json()).toMatchObject({ code: 200, msg: "The invitation was sent" });
    const token = await invitationToken(t, email);
    const pending = (await call(t, "GET", "/csi/org/getCompanyUser", { token: admin.token })).json().data;
    expect(pending.invitations).toEqual([expect.objectContaining({ email })]);

    const stranger = await signedInUser(t, freshEmail("stranger"));
    const wrong = await call(t, "POST", "/csi/org/acceptInvitation", { token: stranger.token, payload: { token } });
    expect(wrong.json().code).toBe(-1);
    const member = await signedInUser(t, email);
    const joined = await call(t, "POST", "/csi/org/acceptInvitation", { token: member.token, payload: { token } });
    expect(joined.json()).toMatchObject({ code: 200, msg: "You joined the organization" });
    const again = await call(t, "POST", "/csi/org/acceptInvitation", { token: member.token, payload: { token } });
    expect(again.json().code).toBe(-1);

    const users = (await call(t, "GET", "/csi/org/getCompanyUser", { token: admin.token })).json().data;
    expect(users.invitations).toEqual([]);
    expect(users.users).toContainEqual(
      expect.objectContaining({ id: member.id, userType: 2, groupName: "Buyers", roleName: "Buyer", accountStatus: 1 }),
    );

    const portfolio = () => call(t, "GET", "/csi/collection/getCollectionList", { token: member.token });
    const privileges = async () =>
      Object.fromEntries(
        (
          (await call(t, "GET", "/csi/tab/getPartPrivilege", { token: member.token })).json().data.permissions as {
            key: string;
            allowed: boolean;
          }[]
        ).map((entry) => [entry.key, entry.allowed]),
      );
    expect((await portfolio()).statusCode).toBe(200);
    expect(await privileges()).toMatchObject({ portfolio: true, tags: true, exportCompanies: false });

    await postForm(t, "/csi/org/updateRole", admin.token, { id: role.id, name: "Buyer", permissions: "tags" });
    const refused = await portfolio();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 402, msg: translate("en", "orgRoleRefused") });
    expect((await call(t, "GET", "/csi/tools/query", { token: member.token })).statusCode).not.toBe(402);
    expect(await privileges()).toMatchObject({ portfolio: false, tags: true });
    // The one-layer tab list answers the same as the two privilege calls, at once.
    const tabs = (await call(t, "GET", "/csi/tab/getTabListOneLayer", { token: member.token })).json().data;
    const modules = (
      await call(t, "GET", "/csi/privilegeModules/getCommonPrivilegeModule", { token: member.token })
    ).json().data;
    const part = (await call(t, "GET", "/csi/tab/getPartPrivilege", { token: member.token })).json().data;
    expect(tabs).toEqual({
      lockType: modules.lockType,
      userType: 2,
      tabs: [
        ...modules.modules.map((m: object) => ({ ...m, kind: "module" })),
        ...part.permissions.map((p: object) => ({ ...p, kind: "permission" })),
      ],
    });
    expect(tabs.tabs).toContainEqual({ key: "portfolio", kind: "permission", allowed: false });
    expect(tabs.tabs).toContainEqual({ key: "groupManagement", kind: "module", allowed: false });
    // A call no permission covers stays open.
    expect((await call(t, "GET", "/csi/notification/getNotificationList", { token: member.token })).statusCode).toBe(
      200,
    );

    await postForm(t, "/csi/org/updateRole", admin.token, { id: role.id, name: "Buyer", permissions: "portfolio" });
    expect((await portfolio()).statusCode).toBe(200);
    await postForm(t, "/csi/org/updateRole", admin.token, {
      id: role.id,
      name: "Buyer",
      status: 0,
      permissions: "portfolio",
    });
    expect((await portfolio()).statusCode).toBe(402);
    await postForm(t, "/csi/org/updateRole", admin.token, {
      id: role.id,
      name: "Buyer",
      status: 1,
      permissions: "portfolio",
    });
    await postForm(t, "/csi/org/userDistributeGroupRole", admin.token, {
      userId: member.id,
      accountStatus: 0,
      roleId: role.id,
    });
    expect((await portfolio()).statusCode).toBe(402);
    const noRole = await postForm(t, "/csi/org/userDistributeGroupRole", admin.token, {
      userId: member.id,
      accountStatus: 1,
      roleId: "",
    });
    expect(noRole.json().data).toMatchObject({ roleId: null, accountStatus: 1 });
    expect((await portfolio()).statusCode).toBe(402);
    // The administrator is never limited by roles.
    expect((await call(t, "GET", "/csi/collection/getCollectionList", { token: admin.token })).statusCode).toBe(200);
  });

  it("refuses an invitation to someone already in an organisation, a bad address, and disabling oneself", async () => {
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const email = (
      await t.database.db.selectFrom("app_users").select("email").where("id", "=", other.id).executeTakeFirstOrThrow()
    ).email;
    expect((await postForm(t, "/csi/org/inviteUser", admin.token, { email })).json()).toMatchObject({
      code: -1,
      msg: translate("en", "orgAlreadyMember"),
    });
    expect((await postForm(t, "/csi/org/inviteUser", admin.token, { email: "not-an-address" })).json()).toMatchObject({
      code: -1,
      msg: "Invalid account",
    });
    const self = await postForm(t, "/csi/org/userDistributeGroupRole", admin.token, {
      userId: admin.id,
      accountStatus: 0,
    });
    expect(self.json()).toMatchObject({ code: -1, msg: translate("en", "orgCannotDisableSelf") });
  });
});
