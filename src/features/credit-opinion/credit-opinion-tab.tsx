import { Link } from "@tanstack/react-router";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CreditAssessment } from "../../../contract/credit.ts";
import { formatDate } from "../../lib/format-date.ts";
import { Panel, QueryView } from "../trade-product/index.ts";
import { useCreditAssessment } from "./queries.ts";
import { CreditSummary, MissingInputs } from "./credit-summary.tsx";
import { CreditInputsTable } from "./credit-inputs.tsx";
import { CreditHistory } from "./credit-history.tsx";
import { useViewCharge } from "./view-charge.ts";

/** Credit opinion (creditOpinion/list): the model's rating with its inputs, staleness and history. */
export function CreditOpinionTab({ companyId }: { companyId: string }) {
  const query = useCreditAssessment(companyId);
  return (
    <div className="space-y-4" data-testid="credit-opinion">
      <QueryView query={query} notFound={<Trans>No company in the database has the ID {companyId}.</Trans>}>
        {(data) => <CreditOpinionView data={data} />}
      </QueryView>
    </div>
  );
}

function CreditOpinionView({ data }: { data: CreditAssessment }) {
  const latest = data.latest;
  const charge = useViewCharge(data.company.aaaId);
  return (
    <>
      {charge?.deduct && !charge.enough ? <ShortBalance credits={charge.credits} /> : null}
      {data.isStale && latest ? <StaleWarning periodEnd={latest.periodEnd} years={data.staleAfterYears} /> : null}
      <Panel title={<Trans>Credit opinion</Trans>} actions={<ModelChip />} testId="credit-summary">
        {latest === null ? (
          <p className="text-sm text-slate-700" data-testid="credit-insufficient">
            <strong className="font-semibold">
              <Trans>Insufficient data.</Trans>
            </strong>{" "}
            <Trans>
              No financial statement of this company is on file, so no credit opinion is given. A rating is never
              estimated without statements.
            </Trans>
          </p>
        ) : latest.status === "rated" ? (
          <CreditSummary year={latest} />
        ) : (
          <MissingInputs year={latest} />
        )}
      </Panel>
      {latest ? <CreditInputsTable year={latest} /> : null}
      {data.history.length ? <CreditHistory history={data.history} /> : null}
      <MethodNote />
    </>
  );
}

/** The full report view was not charged (nor logged): the balance does not cover it. */
function ShortBalance({ credits }: { credits: number }) {
  const { t } = useLingui();
  const cost = plural(credits, { one: "# credit", other: "# credits" });
  return (
    <p role="note" data-testid="view-charge-short" className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
      {t`The full report view takes ${cost}, more than your balance: this visit is not recorded in your database.`}{" "}
      <Link to="/index/addCredit" className="font-medium text-blue-700 underline">
        <Trans>Add credits</Trans>
      </Link>
    </p>
  );
}

function StaleWarning({ periodEnd, years }: { periodEnd: string; years: number }) {
  const { i18n } = useLingui();
  const date = formatDate(periodEnd, i18n.locale);
  return (
    <p
      role="note"
      data-testid="credit-stale"
      className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <Trans>
        Outdated inputs: this opinion rests on a balance sheet of {date}, more than {years} years ago. It may no longer
        reflect the company.
      </Trans>
    </p>
  );
}

function ModelChip() {
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
      <Trans comment="The credit model's name: Altman's Z-double-prime score">Altman Z″-score</Trans>
    </span>
  );
}

function MethodNote() {
  return (
    <p className="px-1 text-xs text-slate-600" data-testid="credit-method">
      <Trans>
        Computed from the company's own statements with Altman's Z″-score for non-manufacturers (6.56 X1 + 3.26 X2 +
        6.72 X3 + 1.05 X4), mapped to a rating with Altman's bond-rating equivalents. The probabilities of default per
        rating are long-run agency averages, an assumption not fitted on this data. The credit line is one month of
        revenue scaled by the rating, at most 10% of equity.
      </Trans>
    </p>
  );
}
