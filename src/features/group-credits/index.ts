/** Shared group credits (docs/decisions/0055-group-credit-pool.md): the member's panel, the administrator's table. */
export { GroupCreditsSection } from "./member-credits-panel.tsx";
export { memberName } from "./member-usage-table.tsx";
export { getMemberCreditUsage, groupCreditKeys } from "./group-credits.api.ts";
