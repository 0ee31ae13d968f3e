import { useId, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { RISK_SCHEMAS } from "../../../contract/screening-pages.ts";
import { Panel } from "../trade-product/index.ts";

export type RiskQuery = {
  name: string;
  schema: (typeof RISK_SCHEMAS)[keyof typeof RISK_SCHEMAS];
  country?: string;
  birthDate?: string;
};

const inputClassName = cn(
  "w-full rounded-md border-0 px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500",
);

/** The risk search (`/sanction/index?selectCode=4`): a name, what it names, and what can corroborate it. */
export function RiskSearchForm({ onSearch }: { onSearch: (query: RiskQuery) => void }) {
  const { t } = useLingui();
  const ids = { name: useId(), schema: useId(), country: useId(), birth: useId() };
  const [query, setQuery] = useState<RiskQuery>({ name: "", schema: RISK_SCHEMAS.company });
  const set = (patch: Partial<RiskQuery>) => setQuery((q) => ({ ...q, ...patch }));
  return (
    <Panel title={<Trans>Screen a name against every list</Trans>} testId="risk-search">
      <form
        className="grid gap-4 md:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.name.trim()) onSearch({ ...query, name: query.name.trim() });
        }}
      >
        <div className="flex flex-col gap-1.5 md:col-span-2">
          <label htmlFor={ids.name} className="text-sm font-medium text-slate-700">
            <Trans>Name of the company or person</Trans>
          </label>
          <input
            id={ids.name}
            required
            maxLength={300}
            value={query.name}
            onChange={(event) => set({ name: event.target.value })}
            className={inputClassName}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.schema} className="text-sm font-medium text-slate-700">
            <Trans>It names</Trans>
          </label>
          <select
            id={ids.schema}
            value={query.schema}
            onChange={(event) =>
              set({ schema: event.target.value === RISK_SCHEMAS.person ? RISK_SCHEMAS.person : RISK_SCHEMAS.company })
            }
            className={inputClassName}
          >
            <option value={RISK_SCHEMAS.company}>{t`A company or organisation`}</option>
            <option value={RISK_SCHEMAS.person}>{t`A person`}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.country} className="text-sm font-medium text-slate-700">
            <Trans>Country (two-letter ISO code, optional)</Trans>
          </label>
          <input
            id={ids.country}
            maxLength={2}
            pattern="[A-Za-z]{2}"
            value={query.country ?? ""}
            onChange={(event) => set({ country: event.target.value.toUpperCase() })}
            className={inputClassName}
          />
        </div>
        {query.schema === RISK_SCHEMAS.person ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.birth} className="text-sm font-medium text-slate-700">
              <Trans>Birth date or year (optional)</Trans>
            </label>
            <input
              id={ids.birth}
              placeholder="1962-01-29"
              pattern="\d{4}(-\d{2}(-\d{2})?)?"
              value={query.birthDate ?? ""}
              onChange={(event) => set({ birthDate: event.target.value })}
              className={inputClassName}
            />
          </div>
        ) : null}
        <div className="md:col-span-2">
          <Button type="submit">
            <Trans>Screen</Trans>
          </Button>
        </div>
      </form>
    </Panel>
  );
}
