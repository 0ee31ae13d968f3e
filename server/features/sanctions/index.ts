/** What other server features may use of the sanctions feature: the shared screening engine. */
export { screeningStoreOf, type ScreeningStore } from "./screening/screening-store.ts";
