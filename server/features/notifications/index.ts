/** What other server features may use of the notifications feature. */
export { notify } from "./notifications.service.ts";
