import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Radio, RadioGroup } from "@headlessui/react";
import {
  KEYWORD_MODE,
  MAX_SEARCH_TEXT,
  type CompanySuggestion,
  type KeywordMode,
} from "../../../contract/company-search.ts";
import { cn } from "../../lib/cn.ts";
import { profileHref, resultListHref } from "./search-params.ts";
import { optionId, SuggestionList, SuggestionNotice } from "./suggestion-list.tsx";
import { useCompanySuggestions } from "./queries.ts";
import { SearchIcon } from "../../components/ui/icons.ts";
import { useCoverage } from "../../lib/coverage-queries.ts";

export type CompanySearchFormProps = {
  /** The country chosen with the country picker (ISO alpha-2), if any. */
  countryCode?: string | undefined;
  /** Its English name, carried in the result list's address (companyCountryEn). */
  countryNameEn?: string | undefined;
  initialText?: string | undefined;
  initialMode?: KeywordMode | undefined;
  /** "hero": on the dark home band; "plain": on a light page. */
  tone?: "hero" | "plain";
  className?: string;
};

/**
 * The company search: a name with autocomplete (300 ms after typing, 99 suggestions, arrow keys,
 * Enter, Escape), the first-word / keyword switch (first-word by default), and the search button.
 * A search needs text; it opens /index/search/list/{text}/company with the spec's query.
 */
export function CompanySearchForm(props: CompanySearchFormProps) {
  const { countryCode, countryNameEn, tone = "hero", className } = props;
  const { t } = useLingui();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState(props.initialText ?? "");
  const [mode, setMode] = useState<KeywordMode>(props.initialMode ?? KEYWORD_MODE.firstWord);
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const answer = useCompanySuggestions(text, { companyCountry: countryCode, keword: mode }, isOpen);
  const suggestions = answer.rows;
  const isListShown = isOpen && suggestions.length > 0;
  const trimmed = text.trim();

  const openCompany = (row: CompanySuggestion) => {
    setOpen(false);
    void navigate({ href: profileHref(row.aaa_id) });
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (trimmed === "") return;
    setOpen(false);
    void navigate({
      href: resultListHref(trimmed, { keword: mode, companyCountry: countryCode, companyCountryEn: countryNameEn }),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const last = suggestions.length - 1;
      // -1 is the input itself: the arrows wrap through it.
      setActiveIndex((index) =>
        event.key === "ArrowDown" ? (index >= last ? -1 : index + 1) : index <= -1 ? last : index - 1,
      );
    } else if (event.key === "Enter" && isListShown && suggestions[activeIndex]) {
      event.preventDefault();
      openCompany(suggestions[activeIndex]);
    } else if (event.key === "Escape") {
      // A search field clears itself on Escape: here Escape only closes the list, the text stays.
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };
  const isHero = tone === "hero";
  const examples = useExampleNames();

  return (
    <form
      role="search"
      aria-label={t`Company search`}
      onSubmit={submit}
      className={cn("flex flex-col gap-2.5", className)}
    >
      <div className="flex gap-2">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-slate-400" />
          <input
            ref={setInput}
            type="search"
            role="combobox"
            aria-label={t`Company name`}
            aria-autocomplete="list"
            aria-expanded={isListShown}
            aria-controls={listId}
            aria-activedescendant={isListShown && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_SEARCH_TEXT}
            value={text}
            placeholder={examples ? t`Company name, e.g. ${examples}` : t`Company name`}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={cn(
              "h-11 w-full rounded-lg border-0 bg-white pr-3 pl-10 text-sm text-slate-900 shadow-sm ring-1 ring-slate-200",
              "placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 focus:outline-none",
            )}
          />
          {isListShown ? (
            <SuggestionList
              anchor={input}
              id={listId}
              rows={suggestions}
              activeIndex={activeIndex}
              text={trimmed}
              onPick={openCompany}
              onHover={setActiveIndex}
            />
          ) : null}
          {isOpen && answer.isOffline ? (
            <SuggestionNotice anchor={input}>
              <Trans>You are offline: company suggestions need the connection.</Trans>
            </SuggestionNotice>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={trimmed === ""}
          className={cn(
            "inline-flex h-11 shrink-0 items-center gap-2 rounded-lg px-5 text-sm font-semibold shadow-sm transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed",
            isHero
              ? "bg-gold-400 text-brand-900 hover:bg-gold-500 focus-visible:outline-white disabled:bg-white/25 disabled:text-white/70"
              : "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-500 disabled:bg-slate-300",
          )}
        >
          <SearchIcon className="size-4" />
          <span className="sr-only sm:not-sr-only">
            <Trans comment="Button: search companies">Search</Trans>
          </span>
        </button>
      </div>
      <MatchModeSwitch mode={mode} onChange={setMode} isHero={isHero} />
    </form>
  );
}

function MatchModeSwitch({
  mode,
  onChange,
  isHero,
}: {
  mode: KeywordMode;
  onChange: (mode: KeywordMode) => void;
  isHero: boolean;
}) {
  const { t } = useLingui();
  const options = [
    { value: KEYWORD_MODE.firstWord, label: t`First word`, hint: t`The name starts with your text` },
    { value: KEYWORD_MODE.keyword, label: t`Keyword`, hint: t`Every word appears in the name` },
  ];
  return (
    <RadioGroup
      value={mode}
      onChange={onChange}
      aria-label={t`Match the name by`}
      className={cn("flex flex-wrap items-center gap-1.5 text-xs", isHero ? "text-brand-100" : "text-slate-600")}
    >
      <span className="mr-1 font-medium">
        <Trans comment="Before the first-word / keyword switch">Match:</Trans>
      </span>
      {options.map((option) => (
        <Radio
          key={option.value}
          value={option.value}
          title={option.hint}
          className={cn(
            "cursor-pointer rounded-full px-4 py-3 text-sm font-medium ring-1 transition-colors ring-inset focus:outline-none data-focus:ring-2 sm:px-3 sm:py-1 sm:text-xs",
            isHero
              ? "text-brand-50 ring-white/25 hover:bg-white/10 data-checked:bg-white data-checked:text-brand-800 data-checked:ring-white data-focus:ring-gold-400"
              : "text-slate-600 ring-slate-300 hover:bg-slate-50 data-checked:bg-brand-700 data-checked:text-white data-checked:ring-brand-700 data-focus:ring-brand-500",
          )}
        >
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** Names of companies this database holds ("Siemens AG, ПАО Газпром or 华为技术有限公司"), or undefined. */
function useExampleNames(): string | undefined {
  const { i18n } = useLingui();
  const names = useCoverage()?.examples ?? [];
  if (names.length === 0) return undefined;
  return new Intl.ListFormat(i18n.locale, { type: "disjunction" }).format(names);
}
