import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { LeadReason } from "../../../contract/leads.ts";
import { formatPercent } from "../trade-product/index.ts";

/** Why a company is ranked, one sentence per reason, with its figure. */
export function LeadReasons({ reasons }: { reasons: LeadReason[] }) {
  const { i18n, t } = useLingui();
  const sentence = ({ kind, value, text }: LeadReason): string => {
    const count = value ?? 0;
    const products = text ?? "";
    const date = text ?? "";
    const rating = text ?? "";
    switch (kind) {
      case "shipments":
        return plural(count, {
          one: `# shipment record in ${products}`,
          other: `# shipment records in ${products}`,
        });
      case "recent":
        return t`Traded in the last 12 months (last record ${date})`;
      case "growth": {
        const growth = formatPercent(value, i18n.locale, true);
        return t`Trade grew ${growth} over the last 12 months`;
      }
      case "partners":
        return plural(count, { one: `# trading partner`, other: `# trading partners` });
      case "catalogue":
        return t`Lists these products in its catalogue`;
      case "credit":
        return t`Credit rating ${rating}`;
    }
  };
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-slate-600" data-testid="lead-reasons">
      {reasons.map((reason) => (
        <li key={reason.kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
          {sentence(reason)}
        </li>
      ))}
    </ul>
  );
}
