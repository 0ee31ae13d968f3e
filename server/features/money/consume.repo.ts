import type { ConsumeAction } from "../../../contract/money.ts";
import type { Executor } from "../accounts/index.ts";

/** Of these companies, those the user has already paid this action for. */
export async function paidCompanies(
  db: Executor,
  userId: string,
  action: ConsumeAction,
  companyIds: readonly string[],
): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("credit_consumptions")
    .select("company_id")
    .distinct()
    .where("user_id", "=", userId)
    .where("action", "=", action)
    .where("company_id", "in", companyIds)
    .execute();
  return new Set(rows.map((row) => row.company_id));
}

export async function insertConsumptions(
  db: Executor,
  rows: {
    userId: string;
    ledgerEntryId: string;
    action: ConsumeAction;
    credits: number;
    at: Date;
    companies: readonly { companyId: string; companyName: string }[];
  },
): Promise<void> {
  await db
    .insertInto("credit_consumptions")
    .values(
      rows.companies.map((company) => ({
        user_id: rows.userId,
        ledger_entry_id: rows.ledgerEntryId,
        action: rows.action,
        company_id: company.companyId,
        company_name: company.companyName,
        credits: rows.credits,
        created_at: rows.at,
      })),
    )
    .execute();
}
