import { Type } from "typebox";
import { defineEndpoints } from "./endpoint.ts";
import { HealthResponse } from "./health.ts";
import { DevMailboxResponse } from "./mail.ts";

/** Health checks, for load balancers, operators and test harnesses. */
export const healthEndpoints = defineEndpoints("system", {
  ready: {
    method: "GET",
    path: "/health/ready",
    summary: "200 once the data is loaded, 503 before (for load balancers and test harnesses)",
    response: Type.Boolean(),
    auth: "none",
    errors: [503],
  },
  health: {
    method: "GET",
    path: "/health",
    summary: "Database, migrations and data load state",
    response: HealthResponse.properties.data,
    auth: "none",
    errors: [503],
  },
});

/** What tests/e2e/server.ts gives an account, as billing will (`CSI_E2E_FIXTURES=1` only). */
export const GrantEntitlementsBody = Type.Object({
  email: Type.String({ maxLength: 200 }),
  lockType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  daysUsed: Type.Integer({ minimum: 0, maximum: 3650 }),
  daysLeft: Type.Integer({ minimum: 1, maximum: 3650 }),
  credits: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
});

export const AdvanceJobClockBody = Type.Object({
  hoursAhead: Type.Integer({
    minimum: 0,
    maximum: 24 * 366,
    description: "how far ahead of the server's clock the job clock is set",
  }),
});
export const JobRoundResponse = Type.Object({
  now: Type.String({ description: "ISO 8601: the job clock after the move" }),
  handled: Type.Record(Type.String(), Type.Integer(), { description: "items each job handled in this round" }),
});

export const BULK_SHIPMENTS_MAX = 200_000;
export const AddBulkShipmentsBody = Type.Object({
  companyId: Type.String({ pattern: "^(A[0-9A-Z]{1,14}|[0-9]{1,19})$", description: "aaa_id or numeric id" }),
  count: Type.Integer({ minimum: 1, maximum: BULK_SHIPMENTS_MAX }),
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
export const AddBulkShipmentsResponse = Type.Object({
  companyId: Type.String({ description: "the numeric id" }),
  added: Type.Integer(),
});
export const AddDesignationBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200, description: "the designated entity's name" }),
});

/** Development and test routes, answered only to connections from this machine. */
export const devEndpoints = defineEndpoints("development", {
  mailbox: {
    method: "GET",
    path: "/dev/mailbox",
    summary: "Mails kept in the outbox (no SMTP), newest first",
    response: DevMailboxResponse.properties.data,
    auth: "none",
    errors: [404],
  },
  grantEntitlements: {
    method: "POST",
    path: "/dev/entitlements",
    summary: "Gives an account a subscription and credits (end-to-end fixtures only)",
    body: GrantEntitlementsBody,
    response: Type.Null(),
    auth: "none",
    errors: [404],
    hidden: true,
  },
  advanceJobClock: {
    method: "POST",
    path: "/dev/jobClock",
    summary:
      "Sets the background jobs' clock ahead of the server's and runs a round of them (end-to-end fixtures only)",
    body: AdvanceJobClockBody,
    response: JobRoundResponse,
    auth: "none",
    errors: [404],
    hidden: true,
  },
  addBulkShipments: {
    method: "POST",
    path: "/dev/bulkShipments",
    summary:
      "Adds `count` demo bills of lading imported by a company in a year, from demo exporters (end-to-end fixtures only)",
    body: AddBulkShipmentsBody,
    response: AddBulkShipmentsResponse,
    auth: "none",
    errors: [404],
    hidden: true,
  },
  addSanctionsDesignation: {
    method: "POST",
    path: "/dev/sanctionsDesignation",
    summary:
      "Imports a new version of the bundled BIS Denied Persons List with an entity added (end-to-end fixtures only)",
    body: AddDesignationBody,
    response: Type.Object({ version: Type.String() }),
    auth: "none",
    errors: [404],
    hidden: true,
  },
});
