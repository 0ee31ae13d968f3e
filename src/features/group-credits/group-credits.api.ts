import { consumeEndpoints } from "../../../contract/money.endpoints.ts";
import { orgEndpoints } from "../../../contract/org.endpoints.ts";
import { call } from "../../lib/api-client.ts";

/** Whose credits the user spends (a member: the group's pool) and what is left to them. */
export const getGroupCredits = () => call(consumeEndpoints.getGroupCredits, undefined, { silent: true });
/** The administrator's view: the pool and each user's spending of it. */
export const getMemberCreditUsage = () => call(orgEndpoints.memberCreditUsage, undefined, { silent: true });
/** Sets a member's monthly cap (null: no cap); the server's message is the toast. */
export const setMemberCap = (userId: string, monthlyCredits: number | null) =>
  call(orgEndpoints.userCreditCap, monthlyCredits === null ? { userId } : { userId, monthlyCredits });

export const groupCreditKeys = {
  mine: ["group-credits", "mine"] as const,
  members: ["group-credits", "members"] as const,
};
