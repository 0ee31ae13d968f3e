/** The database as Kysely sees it: generated from the migrations by `npm run db:types`. */
export type { DB } from "./generated/database.ts";

/**
 * A column a raw query reads as `col::text` (bigint ids, dates): a string, null where the column may be
 * null. Written `AsText<CompaniesRow["founded_on"]>`, so renaming the column breaks the type check.
 */
export type AsText<T> = T extends null ? null : string;

/** A numeric column a raw query reads as `col::float8`: a number, null where the column may be null. */
export type AsFloat<T> = T extends null ? null : number;
