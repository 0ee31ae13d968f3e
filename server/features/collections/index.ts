/** What other server features may use of the collections feature. */
export { usersWhoSaved } from "./saved-by.repo.ts";
