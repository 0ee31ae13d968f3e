/** The database as Kysely sees it: generated from the migrations by `npm run db:types`. */
export type { DB } from "./generated/database.ts";
