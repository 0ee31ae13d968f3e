import { useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LEADS_PAGE_SIZES, type AnswersHead, type LeadsAnswers } from "../../../contract/leads.ts";
import { Button } from "../../components/ui/button.tsx";
import { Panel, QueryView, countryName } from "../trade-product/index.ts";
import { ExportButton } from "./export-button.tsx";
import { SIZE_LABELS, industryName } from "./labels.ts";
import { LeadDetailDialog } from "./lead-detail.tsx";
import { LeadList, Paging } from "./lead-list.tsx";
import { answersOf, postFilterOf, searchOf, withFilter, type LeadsSearch } from "./leads-params.ts";
import { Questionnaire } from "./questionnaire.tsx";
import { useFacets, useLeads } from "./queries.ts";
import { ResultFilters } from "./result-filters.tsx";
import { SavedQuestionnaires } from "./saved-questionnaires.tsx";

type Props = { search: LeadsSearch; onSearch: (next: LeadsSearch) => void };

/** The leads search (/index/list/risk): the questionnaire, then the ranked leads with their filters. */
export function LeadsPage({ search, onSearch }: Props) {
  const answers = answersOf(search);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6" data-testid="leads-page">
      <header>
        <h1 className="text-xl font-semibold text-slate-900">
          <Trans context="leads">Search leads</Trans>
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          <Trans>
            Say what you trade: companies are ranked as partners from their shipment records, their catalogue and their
            credit opinion, with the reasons.
          </Trans>
        </p>
      </header>
      {!answers || search.step ? (
        <Questionnaire
          initial={answers}
          step={search.step ?? 1}
          onStep={(step) => onSearch({ ...search, step })}
          onDone={(done) => onSearch(searchOf(done, postFilterOf(search), { head: search.head }))}
        />
      ) : (
        <Results search={search} answers={answers} onSearch={onSearch} />
      )}
    </div>
  );
}

function Results({ search, answers, onSearch }: Props & { answers: LeadsAnswers }) {
  const { t } = useLingui();
  const filter = postFilterOf(search);
  const page = search.page ?? 1;
  const pageSize = (search.size ?? 20) as 10 | 20 | 50;
  const leads = useLeads({ answers, postFilter: filter, page, pageSize });
  const facets = useFacets(answers);
  const [selected, setSelected] = useState<string[]>([]);
  const openHead = (head: AnswersHead) => onSearch(searchOf(head.answers, head.postFilter, { head: head.id }));
  return (
    <>
      <AnswersSummary answers={answers} onEdit={() => onSearch({ ...search, step: 1 })} />
      <Panel title={t`Saved questionnaires`}>
        <SavedQuestionnaires
          headId={search.head}
          answers={answers}
          filter={filter}
          onOpen={openHead}
          onClosed={() => onSearch({ ...search, head: undefined })}
        />
      </Panel>
      {facets.data ? (
        <ResultFilters facets={facets.data} filter={filter} onChange={(next) => onSearch(withFilter(search, next))} />
      ) : null}
      <QueryView query={leads}>
        {(data) => {
          const total = data.total;
          return (
            <section aria-label={t`Leads`} className="flex flex-col gap-3" data-testid="leads-results">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm font-medium text-slate-800" data-testid="leads-total">
                  {plural(total, { one: "# lead", other: "# leads" })}
                </p>
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-2 text-sm text-slate-600">
                    <Trans>Rows per page</Trans>
                    <select
                      value={pageSize}
                      onChange={(event) => onSearch({ ...search, size: Number(event.target.value), page: undefined })}
                      className="rounded-md border-0 bg-white py-1.5 pr-8 pl-2 text-sm ring-1 ring-slate-300"
                      data-testid="leads-page-size"
                    >
                      {LEADS_PAGE_SIZES.map((size) => (
                        <option key={size} value={size}>
                          {size}
                        </option>
                      ))}
                    </select>
                  </label>
                  <ExportButton answers={answers} filter={filter} selected={selected} />
                </div>
              </div>
              {data.rows.length ? (
                <LeadList
                  leads={data.rows}
                  selected={selected}
                  onSelect={(id, on) => setSelected((list) => (on ? [...list, id] : list.filter((x) => x !== id)))}
                  onOpen={(lead) => onSearch({ ...search, lead })}
                />
              ) : (
                <p className="rounded-xl bg-white px-6 py-10 text-center text-sm text-slate-600 ring-1 ring-slate-200">
                  <Trans>No company matches these answers. Try other products, or fewer countries and filters.</Trans>
                </p>
              )}
              <Paging
                page={page}
                pages={Math.ceil(total / pageSize)}
                onPage={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
              />
            </section>
          );
        }}
      </QueryView>
      {search.lead ? (
        <LeadDetailDialog
          scope={{ aaaId: search.lead, role: answers.role, products: answers.products.join(",") }}
          onClose={() => onSearch({ ...search, lead: undefined })}
        />
      ) : null}
    </>
  );
}

function AnswersSummary({ answers, onEdit }: { answers: LeadsAnswers; onEdit: () => void }) {
  const { i18n, t } = useLingui();
  const everywhere = t`every country`;
  const places = answers.countries.map((code) => countryName(code, i18n.locale)).join(", ") || everywhere;
  const industries = answers.industries.map((code) => industryName(i18n, code)).join(", ");
  const sizes = answers.sizes.map((size) => i18n._(SIZE_LABELS[size])).join(", ");
  const products = answers.products.join(", ");
  return (
    <section
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100"
      data-testid="leads-summary"
    >
      <div className="min-w-0 text-sm text-slate-800">
        <p className="font-semibold">
          {answers.role === "buyer"
            ? t`Suppliers of HS ${products} in ${places}`
            : t`Buyers of HS ${products} in ${places}`}
        </p>
        {industries ? <p className="text-slate-600">{t`Industries: ${industries}`}</p> : null}
        {sizes ? <p className="text-slate-600">{t`Sizes: ${sizes}`}</p> : null}
      </div>
      <Button variant="secondary" onClick={onEdit} data-testid="leads-edit">
        <Trans>Edit answers</Trans>
      </Button>
    </section>
  );
}
