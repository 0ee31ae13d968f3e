import { useState, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { SuggestSearch } from "../trade-product/index.ts";
import { useCompanySuggestions } from "./queries.ts";
import { companyTradeLink } from "./trade-link.ts";

/**
 * The trade home's company search: the autocomplete of trading companies (aaa_id and name); a
 * suggestion opens the company's trade page, Enter lists every match under the search box.
 */
export function CompanySearchForm({
  initial = "",
  homePath = "/home",
  selector,
}: {
  initial?: string;
  homePath?: "/home" | "/csiPhone" | "/csiApp";
  selector: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [isTyped, setTyped] = useState(false);
  const typed = useDebouncedValue(isTyped ? text : "", 200);
  const rows = useCompanySuggestions(typed).data?.rows ?? [];
  return (
    <SuggestSearch
      selector={selector}
      text={text}
      onText={(value) => {
        setText(value);
        setTyped(true);
      }}
      suggestions={(typed.trim() ? rows : []).map((row) => ({
        id: row.aaa_id,
        code: row.aaa_id,
        label: row.company_name_en,
        lang: "",
      }))}
      onPick={(aaaId) => {
        const row = rows.find((r) => r.aaa_id === aaaId);
        void navigate(companyTradeLink({ aaaId, name: row?.company_name_en, countryCode: row?.countryCode }));
      }}
      onSearch={(keyword) => void navigate({ to: homePath, search: { Detail: "Trade", by: "company", keyword } })}
      inputLabel={t`Company name`}
      placeholder={t`Company name, e.g. Exxon`}
      inputTestId="company-trade-search-input"
      listTestId="company-trade-suggestions"
    />
  );
}
