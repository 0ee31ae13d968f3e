import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { KeywordMode, MatchMode } from "../../../../contract/company-search.ts";
import { CompanySearchForm } from "../company-search-form.tsx";
import { countryName } from "../format.ts";
import { CloseIcon, GlobeIcon } from "../../../components/ui/icons.ts";

type ResultHeaderProps = {
  text: string | undefined;
  keword: KeywordMode;
  countryCode: string | undefined;
  countryNameEn: string | undefined;
  total: number | undefined;
  /** The total counts the first matches only: there are at least that many. */
  totalIsLowerBound: boolean;
  matchMode: MatchMode | undefined;
  onClearCountry: () => void;
};

/** The list's title (what was searched, how many were found, in which country) and the search form. */
export function ResultHeader({
  text,
  keword,
  countryCode,
  countryNameEn,
  total,
  totalIsLowerBound,
  matchMode,
  onClearCountry,
}: ResultHeaderProps) {
  const { i18n, t } = useLingui();
  const country = countryCode ? countryName(countryCode, i18n.locale) : null;
  const count = total ?? 0;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[100rem] flex-col gap-4 px-4 py-5 sm:px-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.12em] text-brand-600 uppercase">
            <Trans comment="Eyebrow of the company result list">Company search</Trans>
          </p>
          <h1
            className="mt-1 text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl"
            data-testid="result-title"
          >
            {text ? <Trans>Companies matching “{text}”</Trans> : <Trans>Company list</Trans>}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span data-testid="result-count">
              {total === undefined
                ? "…"
                : totalIsLowerBound
                  ? plural(count, { one: "At least # company", other: "At least # companies" })
                  : plural(count, { one: "# company", other: "# companies" })}
            </span>
            {matchMode === "fuzzy" && total ? (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
                <Trans>Similar names</Trans>
              </span>
            ) : null}
            {country ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-2 text-xs font-medium text-slate-700">
                <GlobeIcon className="size-3.5 text-slate-500" />
                {country}
                <button
                  type="button"
                  onClick={onClearCountry}
                  aria-label={t`Search all countries`}
                  className="rounded-full p-0.5 hover:bg-slate-200"
                >
                  <CloseIcon className="size-3" />
                </button>
              </span>
            ) : null}
          </div>
        </div>
        <CompanySearchForm
          key={`${text ?? ""}|${keword}|${countryCode ?? ""}`}
          tone="plain"
          initialText={text}
          initialMode={keword}
          countryCode={countryCode}
          countryNameEn={countryNameEn}
          className="w-full lg:max-w-xl"
        />
      </div>
    </header>
  );
}
