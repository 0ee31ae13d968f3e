import type { Static } from "typebox";
import { Link } from "@tanstack/react-router";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ScreenedSubject } from "../../../contract/screening-pages.ts";
import { cn } from "../../lib/cn.ts";
import { Panel, QueryView, ScrollTable } from "../trade-product/index.ts";
import { MatchResultCard, ScreeningFacts } from "./match-result.tsx";
import { useCompanySanctions } from "./queries.ts";
import { HeadRow } from "./head-row.tsx";

type Subject = Static<typeof ScreenedSubject>;

/** The profile's sanctions tab: the company, its officers and owners screened, in the panel's two states. */
export function CompanySanctionsTab({ companyId, riskLink = true }: { companyId: string; riskLink?: boolean }) {
  const screening = useCompanySanctions(companyId);
  return (
    <QueryView query={screening} notFound={<Trans>This company is not in the database.</Trans>}>
      {(data) => {
        const flagged = data.subjects.filter((s) => s.results.some((r) => r.match));
        return (
          <div className="flex flex-col gap-4">
            <Panel title={<Trans context="sanctions theme">Sanctions</Trans>} testId="company-sanctions">
              <div className="flex flex-col gap-3">
                <p
                  role="status"
                  data-testid="sanctions-state"
                  className={cn(
                    "rounded-lg px-3 py-2 text-sm font-semibold ring-1 ring-inset",
                    flagged.length > 0
                      ? "bg-red-50 text-red-800 ring-red-200"
                      : "bg-emerald-50 text-emerald-800 ring-emerald-200",
                  )}
                >
                  {flagged.length > 0 ? (
                    <Trans>Potential compliance risks detected</Trans>
                  ) : (
                    <Trans>No adverse sanctions information was detected.</Trans>
                  )}
                </p>
                <ScreeningFacts lists={data.lists} threshold={data.threshold} screenedAt={data.screenedAt} />
                <p className="text-sm text-slate-600">
                  <Trans>
                    Press Search Sanctions for more records.{" "}
                    <Link
                      to="/index/risk/details/$search"
                      params={{ search: data.companyName }}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      Search Sanctions
                    </Link>
                  </Trans>
                </p>
                {riskLink ? (
                  <Link
                    to="/sanction/index/companyRiskDetail/$id"
                    params={{ id: companyId }}
                    className="self-start text-sm font-medium text-brand-700 hover:underline"
                  >
                    <Trans>Sanctions, lawsuits and adverse news of the company on one page</Trans>
                  </Link>
                ) : null}
              </div>
            </Panel>
            {flagged.map((subject, i) => (
              <MatchesPanel key={i} subject={subject} />
            ))}
            <SubjectsPanel subjects={data.subjects} />
          </div>
        );
      }}
    </QueryView>
  );
}

function SubjectsPanel({ subjects }: { subjects: readonly Subject[] }) {
  const { t } = useLingui();
  const roles = { company: t`The company`, officer: t`Officer`, owner: t`Owner` };
  return (
    <Panel title={<Trans>Who was screened</Trans>} testId="screened-subjects">
      <ScrollTable caption={t`Company, officers and owners screened`} testId="screened-subject-table">
        <HeadRow
          columns={[
            { label: <Trans context="screened subject">Role</Trans> },
            { label: <Trans>Name</Trans> },
            { label: <Trans>Result</Trans> },
          ]}
        />
        <tbody>
          {subjects.map((subject, i) => {
            const matches = subject.results.filter((r) => r.match).length;
            return (
              <tr key={i} className="border-b border-slate-100 align-top" data-testid="screened-subject">
                <td className="py-2 pr-4 whitespace-nowrap">{roles[subject.role]}</td>
                <td className="py-2 pr-4">
                  {subject.name}
                  {subject.detail ? <div className="text-xs text-slate-600">{subject.detail}</div> : null}
                </td>
                <td className={cn("py-2 pr-4", matches > 0 ? "font-semibold text-red-800" : "text-slate-600")}>
                  {matches > 0 ? <Plural value={matches} one="# match" other="# matches" /> : <Trans>No match</Trans>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
    </Panel>
  );
}

function MatchesPanel({ subject }: { subject: Subject }) {
  const name = subject.name;
  return (
    <Panel title={<Trans>Matches for {name}</Trans>} testId="subject-matches">
      <div className="flex flex-col gap-3">
        {subject.results
          .filter((r) => r.match)
          .map((result) => (
            <MatchResultCard key={result.id} result={result} />
          ))}
      </div>
    </Panel>
  );
}
