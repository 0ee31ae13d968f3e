import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { useCompanyTrends } from "./queries.ts";
import { companyTradeLink } from "./trade-link.ts";

/** A link to the company's trade page, shown only when it has import or export records. */
export function CompanyTradeButton({ aaaId }: { aaaId: string }) {
  const trends = useCompanyTrends(aaaId);
  const data = trends.data;
  if (!data || data.imports.records + data.exports.records === 0) return null;
  return (
    <Link
      {...companyTradeLink({
        aaaId: data.company.aaaId,
        name: data.company.name,
        countryCode: data.company.countryCode,
      })}
      className="inline-flex items-center rounded-md bg-white px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
      data-testid="company-trade-link"
    >
      <Trans>Trade data</Trans>
    </Link>
  );
}
