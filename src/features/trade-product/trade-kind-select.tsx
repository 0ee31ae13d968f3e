import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";

export const TRADE_SEARCH_KINDS = ["product", "company", "country"] as const;
export type TradeSearchKind = (typeof TRADE_SEARCH_KINDS)[number];

/** The trade search's selector: by product (HS code), company or country. */
export function TradeKindSelect({ kind, onKind }: { kind: TradeSearchKind; onKind: (kind: TradeSearchKind) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        <Trans>Search trade by</Trans>
      </label>
      <select
        id={id}
        value={kind}
        onChange={(event) => onKind(event.target.value as TradeSearchKind)}
        data-testid="trade-search-kind"
        className="rounded-md border-0 bg-white py-2.5 pr-8 pl-3 text-sm text-slate-900 sm:w-52"
      >
        <option value="product">{t`Product (HS code)`}</option>
        <option value="company">{t`Company`}</option>
        <option value="country">{t`Country`}</option>
      </select>
    </>
  );
}
