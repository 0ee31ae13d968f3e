/**
 * The gates of spec §6 in the UI, mirrored from the server's (which refuses with HTTP 402):
 * - usePermissionGate: `allows(gate)` to hide entries, `guard(gate, action)` to run or refuse an action.
 * - RequirePermission: a page behind a gate.
 */
export { GATES } from "./gate-rules.ts";
export { usePermissionGate } from "./use-permission-gate.ts";
export { RequirePermission } from "./require-permission.tsx";
