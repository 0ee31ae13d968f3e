import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import {
  ContactPerson,
  Dashboard,
  LoginHistory,
  LoginHistoryQuery,
  MenuEntry,
  SetContactPersonBody,
} from "../../../contract/account-center.ts";
import { Ok, OkNull } from "../../../contract/accounts.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import { translate } from "../../i18n/messages.ts";
import { ok } from "../../plugins/envelope.ts";
import { userOf, type AccountsDeps } from "./accounts.deps.ts";
import { contactPersons, dashboard, loginHistory, menuFor, setContactPerson } from "./account-center.service.ts";

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope };

export function accountCenterRoutes(api: FastifyInstance, deps: AccountsDeps): void {
  const app = api.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { preHandler: app.requireUser };
  app.get(
    "/user/getUserCenterMenuList",
    {
      ...signedIn,
      schema: {
        tags: ["accounts"],
        summary: "The account menu entries",
        response: { 200: Ok(Type.Array(MenuEntry)), ...errors },
      },
    },
    async (request) => ok(menuFor(userOf(request).userType)),
  );
  app.get(
    "/user/getDashboard",
    {
      ...signedIn,
      schema: { tags: ["accounts"], summary: "The account dashboard", response: { 200: Ok(Dashboard), ...errors } },
    },
    async (request) => ok(await dashboard(deps, userOf(request))),
  );
  app.post(
    "/usercenter/setContactPerson",
    {
      ...signedIn,
      schema: {
        tags: ["accounts"],
        summary: "Saves the contact person (type 1) or the alternate contact (type 2)",
        body: SetContactPersonBody,
        response: { 200: OkNull, ...errors },
      },
    },
    async (request) => {
      await setContactPerson(deps, userOf(request), request.body);
      return ok(null, translate(request.locale, "contactSaved"));
    },
  );
  app.get(
    "/usercenter/getUserContactPersons",
    {
      ...signedIn,
      schema: {
        tags: ["accounts"],
        summary: "The account's contact persons",
        response: { 200: Ok(Type.Array(ContactPerson)), ...errors },
      },
    },
    async (request) => ok(await contactPersons(deps, userOf(request))),
  );
  app.get(
    "/user/showLoginHistoryDataByYM",
    {
      ...signedIn,
      schema: {
        tags: ["accounts"],
        summary: "Sign-ins per month of a year and the sign-ins of one month (default: this month)",
        querystring: LoginHistoryQuery,
        response: { 200: Ok(LoginHistory), ...errors },
      },
    },
    async (request) => ok(await loginHistory(deps, userOf(request), request.query)),
  );
}
