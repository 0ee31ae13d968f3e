import { useLingui } from "@lingui/react/macro";
import { CompanySearchForm } from "../../features/company-search/company-search-form.tsx";
import { useCountrySelection } from "../../features/countries/country-selection.ts";
import { useCountries } from "../../features/countries/use-countries.ts";

/** The home pages' company search, searching in the country chosen with the country picker. */
export function HomeCompanySearch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const selection = useCountrySelection();
  const { byCode } = useCountries(i18n.locale);
  const countryCode = selection.isSelected ? selection.countryCode : undefined;
  const countryNameEn = countryCode ? byCode.get(countryCode)?.nameEn : undefined;
  return (
    <CompanySearchForm tone="hero" countryCode={countryCode} countryNameEn={countryNameEn} className={className} />
  );
}
