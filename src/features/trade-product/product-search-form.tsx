import { useState, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { useProductSuggestions } from "./queries.ts";
import { SuggestSearch } from "./suggest-search.tsx";

/**
 * The trade home's product search: the product autocomplete (HS code or words). Enter lists the
 * matching codes; a suggestion opens its page.
 */
export function ProductSearchForm({
  initial = "",
  homePath = "/home",
  selector,
}: {
  initial?: string;
  /** The home page the search stays on (/home, /csiPhone or /csiApp). */
  homePath?: "/home" | "/csiPhone" | "/csiApp";
  /** The trade search's kind selector, shown before the input. */
  selector: ReactNode;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  // Suggestions follow typing only (not the text a results page opens with).
  const [isTyped, setTyped] = useState(false);
  const typed = useDebouncedValue(isTyped ? text : "", 200);
  const suggestions = useProductSuggestions(typed);
  return (
    <SuggestSearch
      selector={selector}
      text={text}
      onText={(value) => {
        setText(value);
        setTyped(true);
      }}
      suggestions={(typed.trim() ? (suggestions.data?.rows ?? []) : []).map((row) => ({
        id: row.hsCode,
        code: row.hsCode,
        label: row.hsCodeDescription,
        lang: "en",
      }))}
      onPick={(hsCode) =>
        void navigate({ to: "/index/TradeProduct/TradeDetail/$id/tradeMap/map", params: { id: hsCode } })
      }
      onSearch={(keyword) => void navigate({ to: homePath, search: { Detail: "Trade", keyword } })}
      inputLabel={t`HS code or product words`}
      placeholder={t`HS code or product, e.g. 2709 or crude petroleum`}
      inputTestId="product-search-input"
      listTestId="product-suggestions"
    />
  );
}
