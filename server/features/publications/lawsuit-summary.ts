/** A company's lawsuits counted for the summary of the lawsuits tab (pure). */

type Fact = {
  filed_on: string;
  role: string;
  case_type: string;
  status: string;
  amount: string | null;
  currency: string | null;
  is_demo: boolean;
};
type Count = { value: string; count: number };

/** Counts per value, the largest first, ties by value. */
function countBy(facts: readonly Fact[], key: (f: Fact) => string): Count[] {
  const counts = new Map<string, number>();
  for (const fact of facts) counts.set(key(fact), (counts.get(key(fact)) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

export function summariseLawsuits(facts: readonly Fact[]) {
  const pending = new Map<string, number>();
  for (const fact of facts) {
    if (fact.status !== "pending" || fact.amount === null || !fact.currency) continue;
    pending.set(fact.currency, (pending.get(fact.currency) ?? 0) + Number(fact.amount));
  }
  const filed = facts.map((f) => f.filed_on).sort();
  return {
    total: facts.length,
    byStatus: countBy(facts, (f) => f.status),
    byRole: countBy(facts, (f) => f.role),
    byType: countBy(facts, (f) => f.case_type),
    pendingAmounts: [...pending]
      .map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 }))
      .sort((a, b) => (a.currency < b.currency ? -1 : 1)),
    firstFiled: filed[0] ?? null,
    lastFiled: filed.at(-1) ?? null,
    isDemo: facts.some((f) => f.is_demo),
  };
}
