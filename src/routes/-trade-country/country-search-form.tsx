import { useState, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { countriesStartingWith, useCountries } from "../../features/countries/index.ts";
import { SuggestSearch } from "../../features/trade-product/index.ts";

/** The trade home's country search: country names in the reader's language or English; one opens its trade page. */
export function CountrySearchForm({
  initial = "",
  selector,
}: {
  initial?: string;
  homePath?: string;
  selector: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const { byCode } = useCountries(i18n.locale);
  const found = countriesStartingWith([...byCode.values()], text, i18n.locale).slice(0, 12);
  const open = (id: string) =>
    void navigate({ to: "/index/TradeCountry/TradeDetail/$id/tradeMap/map", params: { id } });
  return (
    <SuggestSearch
      selector={selector}
      text={text}
      onText={setText}
      suggestions={found.map((country) => ({
        id: country.countryCode,
        code: country.countryCode,
        label: country.name,
      }))}
      onPick={open}
      onSearch={() => {
        if (found[0]) open(found[0].countryCode);
      }}
      inputLabel={t`Country name`}
      placeholder={t`Country, e.g. Canada`}
      inputTestId="country-trade-search-input"
      listTestId="country-trade-suggestions"
    />
  );
}
