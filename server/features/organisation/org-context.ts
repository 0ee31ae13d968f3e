import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { AppError } from "../../lib/app-error.ts";
import { organizationOf } from "./org.repo.ts";

export type OrgDeps = { db: Kysely<DB>; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string; now: () => Date };

/** The administrator's organisation id; 404 when the group account has none yet. */
export async function adminOrganization(deps: Pick<OrgDeps, "db">, userId: string): Promise<string> {
  const org = await organizationOf(deps.db, userId);
  if (!org || org.userType !== 3) throw new AppError(404, "orgNotFound");
  return org.id;
}

/** An id of the form posts: 0 or absent means none. */
export function refOf(value: number | undefined): number | null {
  return value ? value : null;
}
