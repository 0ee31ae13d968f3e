import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { Panel } from "../trade-product/index.ts";

/** Credit opinion: the company's credit assessment lives on its profile; this tab leads there. */
export function CreditTab({ aaaId }: { aaaId: string }) {
  return (
    <Panel title={<Trans>Credit opinion</Trans>} testId="company-credit">
      <p className="mb-3 text-sm text-slate-600">
        <Trans>
          The company&apos;s credit rating, score, probability of default and credit line are on its credit opinion
          page.
        </Trans>
      </p>
      <Link
        to="/index/company/detals/$id/creditOpinion/list"
        params={{ id: aaaId }}
        className="text-sm font-medium text-brand-700 hover:underline"
        data-testid="company-credit-link"
      >
        <Trans>Open the credit opinion</Trans>
      </Link>
    </Panel>
  );
}
