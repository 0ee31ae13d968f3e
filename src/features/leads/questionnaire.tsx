import { useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LeadsAnswers, LeadsQuestion, LeadsRole, LeadsSize } from "../../../contract/leads.ts";
import { Button } from "../../components/ui/button.tsx";
import { useCountries } from "../countries/index.ts";
import { ISIC_SECTION_LABELS } from "../company-search/index.ts";
import { QueryView } from "../trade-product/index.ts";
import { CheckList, Chips } from "./chips.tsx";
import { QUESTION_HINTS, QUESTION_TITLES, ROLE_LABELS, SIZE_LABELS, industryName } from "./labels.ts";
import { ProductPicker } from "./product-picker.tsx";
import { useIndustries, useQuestions } from "./queries.ts";

type Draft = {
  role: LeadsRole | null;
  products: string[];
  countries: string[];
  industries: string[];
  sizes: LeadsSize[];
};

const EMPTY: Draft = { role: null, products: [], countries: [], industries: [], sizes: [] };

/**
 * The questionnaire (getLeadsQuestions), one question a step: role, products, countries, industries,
 * sizes. "Show leads" hands the answers to the page, which puts them in the URL.
 */
export function Questionnaire({
  initial,
  step,
  onStep,
  onDone,
}: {
  initial: LeadsAnswers | null;
  step: number;
  onStep: (step: number) => void;
  onDone: (answers: LeadsAnswers) => void;
}) {
  const questions = useQuestions();
  const [draft, setDraft] = useState<Draft>(initial ?? EMPTY);
  return (
    <QueryView query={questions}>
      {({ questions: list }) => {
        const index = Math.min(step, list.length) - 1;
        const question = list[index];
        if (!question) return null;
        const missing = question.required && !answered(question, draft);
        const last = index === list.length - 1;
        const count = list.length;
        const next = () => {
          if (!last) return onStep(step + 1);
          if (draft.role && draft.products.length) onDone({ ...draft, role: draft.role });
        };
        return (
          <section
            aria-labelledby="leads-question-title"
            className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
            data-testid="leads-questionnaire"
          >
            <header className="border-b border-slate-100 px-4 py-3 sm:px-5">
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase" data-testid="leads-step">
                <Trans>
                  Question {step} of {count}
                </Trans>
              </p>
              <h2 id="leads-question-title" className="mt-1 text-lg font-semibold text-slate-900">
                <QuestionTitle question={question} />
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                <QuestionHint question={question} />
              </p>
            </header>
            <div className="p-4 sm:p-5">
              <QuestionField question={question} draft={draft} onChange={setDraft} />
            </div>
            <footer className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:px-5">
              <Button
                variant="secondary"
                disabled={step === 1}
                onClick={() => onStep(step - 1)}
                className="disabled:opacity-50"
              >
                <Trans>Back</Trans>
              </Button>
              <Button onClick={next} disabled={missing} data-testid="leads-next">
                {last ? <Trans>Show leads</Trans> : <Trans context="leads">Next</Trans>}
              </Button>
            </footer>
          </section>
        );
      }}
    </QueryView>
  );
}

function answered(question: LeadsQuestion, draft: Draft): boolean {
  if (question.id === "role") return draft.role !== null;
  return draft[question.id].length > 0;
}

function QuestionTitle({ question }: { question: LeadsQuestion }) {
  const { i18n } = useLingui();
  return <>{i18n._(QUESTION_TITLES[question.id])}</>;
}

function QuestionHint({ question }: { question: LeadsQuestion }) {
  const { i18n } = useLingui();
  return <>{i18n._(QUESTION_HINTS[question.id])}</>;
}

function QuestionField({
  question,
  draft,
  onChange,
}: {
  question: LeadsQuestion;
  draft: Draft;
  onChange: (draft: Draft) => void;
}): ReactNode {
  const { i18n, t } = useLingui();
  const set = (change: Partial<Draft>) => onChange({ ...draft, ...change });
  switch (question.id) {
    case "role":
      return (
        <fieldset className="grid gap-3 sm:grid-cols-2" data-testid="leads-role">
          <legend className="sr-only">{i18n._(QUESTION_TITLES.role)}</legend>
          {question.options.map((role) => (
            <label
              key={role}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500"
            >
              <input
                type="radio"
                name="leads-role"
                value={role}
                className="size-4 accent-brand-700"
                checked={draft.role === role}
                onChange={() => set({ role: role as LeadsRole })}
              />
              {i18n._(ROLE_LABELS[role as LeadsRole])}
            </label>
          ))}
        </fieldset>
      );
    case "products":
      return <ProductPicker chosen={draft.products} onChange={(products) => set({ products })} />;
    case "countries":
      return (
        <CountryPicker
          chosen={draft.countries}
          max={question.maxChoices}
          onChange={(countries) => set({ countries })}
        />
      );
    case "industries":
      return <IndustryChoices chosen={draft.industries} onChange={(industries) => set({ industries })} />;
    case "sizes":
      return (
        <CheckList
          testId="leads-sizes"
          legend={t`Company sizes`}
          options={question.options.map((size) => ({ value: size, label: i18n._(SIZE_LABELS[size as LeadsSize]) }))}
          chosen={draft.sizes}
          onChange={(sizes) => set({ sizes: sizes as LeadsSize[] })}
        />
      );
  }
}

function IndustryChoices({ chosen, onChange }: { chosen: string[]; onChange: (next: string[]) => void }) {
  const { i18n, t } = useLingui();
  const industries = useIndustries();
  return (
    <QueryView query={industries}>
      {(list) => (
        <CheckList
          testId="leads-industries"
          legend={t`Industries`}
          options={list.map(({ code, description }) => ({
            value: code,
            label: ISIC_SECTION_LABELS[code] ? industryName(i18n, code) : description,
          }))}
          chosen={chosen}
          onChange={onChange}
        />
      )}
    </QueryView>
  );
}

function CountryPicker({
  chosen,
  max,
  onChange,
}: {
  chosen: string[];
  max: number;
  onChange: (next: string[]) => void;
}) {
  const { i18n, t } = useLingui();
  const { groups, byCode } = useCountries(i18n.locale);
  const nameOf = (code: string) => byCode.get(code)?.name ?? code;
  return (
    <div className="flex flex-col gap-3">
      <select
        aria-label={t`Add a country`}
        data-testid="leads-country-select"
        value=""
        disabled={chosen.length >= max}
        onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
        className="w-full rounded-md border-0 bg-white py-2.5 pr-8 pl-3 text-sm text-slate-900 ring-1 ring-slate-300 sm:w-80"
      >
        <option value="">{t`Add a country`}</option>
        {(groups ?? []).map((group) => (
          <optgroup key={group.enName} label={group.name}>
            {group.countries
              .filter((country) => !chosen.includes(country.countryCode))
              .map((country) => (
                <option key={country.countryCode} value={country.countryCode}>
                  {country.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <Chips
        testId="leads-countries-chosen"
        items={chosen.map((code) => ({ value: code, label: nameOf(code) }))}
        onRemove={(code) => onChange(chosen.filter((c) => c !== code))}
      />
    </div>
  );
}
