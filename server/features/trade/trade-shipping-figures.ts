import type { CompetitivenessRow } from "../../../contract/trade-shipping.ts";
import { concentration, growth, marketShare } from "./trade-indicators.ts";

/**
 * A company's competitiveness in the products it trades (docs/TRADE.md, "Company competitiveness"):
 * pure functions of the company x partner x product x month roll-up's sums.
 */

/** Competition rank of `own` among the traders' figures: 1 + the number of traders with more. */
export function competitionRank(own: number, all: readonly number[]): number {
  return 1 + all.filter((v) => v > own).length;
}

type MarketRow = {
  hs_code: string;
  market: string;
  company_id: string | null;
  records: number;
  value: number | null;
  valued_records: number;
  is_demo: boolean;
};
type OwnRow = { hs_code: string; market: string; partner_id: string | null; records: number };

const keyOf = (r: { hs_code: string; market: string }) => `${r.hs_code} ${r.market}`;
const groupBy = <T>(rows: readonly T[], key: (r: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
};
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * One row per product and market the company trades: its share of the market's records (and of the
 * valued records' value), its rank among the market's named traders, growth of its records on the year
 * before, and the HHI of its partners' records (records naming no partner left out).
 */
export function competitivenessRows(
  companyId: string,
  market: readonly MarketRow[],
  ownPartners: readonly OwnRow[],
  ownBefore: readonly OwnRow[],
): Omit<CompetitivenessRow, "hsCodeDescription">[] {
  const partners = groupBy(ownPartners, keyOf);
  const before = groupBy(ownBefore, keyOf);
  const rows = [...groupBy(market, keyOf).values()].flatMap((traders) => {
    const own = traders.find((t) => t.company_id === companyId);
    if (!own) return [];
    const named = traders.filter((t) => t.company_id !== null);
    const valued = traders.filter((t) => t.valued_records > 0);
    const ownValue = own.valued_records > 0 ? own.value : null;
    const withPartner = (partners.get(keyOf(own)) ?? []).filter((p) => p.partner_id !== null);
    const previous = before.get(keyOf(own));
    return [
      {
        hsCode: own.hs_code,
        market: own.market,
        records: own.records,
        value: ownValue,
        recordShare: marketShare(own.records, sum(traders.map((t) => t.records))),
        valueShare: ownValue === null ? null : marketShare(ownValue, sum(valued.map((t) => t.value ?? 0))),
        rank: competitionRank(
          own.records,
          named.map((t) => t.records),
        ),
        companies: named.length,
        growth: previous ? growth(own.records, sum(previous.map((p) => p.records))) : null,
        partnerHhi: concentration(withPartner.map((p) => p.records))?.hhi ?? null,
        partners: new Set(withPartner.map((p) => p.partner_id)).size,
        isDemo: own.is_demo,
      },
    ];
  });
  return rows.sort(
    (a, b) => b.records - a.records || a.hsCode.localeCompare(b.hsCode) || a.market.localeCompare(b.market),
  );
}

/** HHI (and normalised) of the company's partners over all its products: each partner's records summed. */
export function partnerConcentration(ownPartners: readonly OwnRow[]) {
  const byPartner = groupBy(
    ownPartners.filter((p) => p.partner_id !== null),
    (p) => p.partner_id ?? "",
  );
  const totals = [...byPartner.values()].map((rows) => sum(rows.map((r) => r.records)));
  const hhi = concentration(totals);
  return { hhi: hhi?.hhi ?? null, normalised: hhi?.normalised ?? null, partners: byPartner.size };
}
