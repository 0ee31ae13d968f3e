import {
  DEFAULT_LABELS,
  type CompanyLabel,
  type CompanyLabelKey,
  type SortField,
} from "../../../contract/company-search.ts";
import type { Locale } from "../../../contract/locales.ts";
import { translate, type MessageKey } from "../../i18n/messages.ts";

type LabelDefinition = {
  key: CompanyLabelKey;
  title: MessageKey;
  group: CompanyLabel["group"];
  sortField: SortField | null;
};

/** The data labels of the company list, in the order the list and the export show them. */
export const LABEL_DEFINITIONS: readonly LabelDefinition[] = [
  { key: "name", title: "csLabelName", group: "identity", sortField: "name" },
  { key: "country", title: "csLabelCountry", group: "identity", sortField: null },
  { key: "city", title: "csLabelCity", group: "contact", sortField: null },
  { key: "address", title: "csLabelAddress", group: "contact", sortField: null },
  { key: "industry", title: "csLabelIndustry", group: "activity", sortField: null },
  { key: "legalForm", title: "csLabelLegalForm", group: "identity", sortField: null },
  { key: "status", title: "csLabelStatus", group: "identity", sortField: null },
  { key: "foundedOn", title: "csLabelFoundedOn", group: "activity", sortField: "foundedOn" },
  { key: "yearsInBusiness", title: "csLabelYearsInBusiness", group: "activity", sortField: null },
  { key: "listed", title: "csLabelListed", group: "activity", sortField: null },
  { key: "employees", title: "csLabelEmployees", group: "activity", sortField: null },
  { key: "registryNumber", title: "csLabelRegistryNumber", group: "identity", sortField: null },
  { key: "lei", title: "csLabelLei", group: "identity", sortField: null },
  { key: "website", title: "csLabelWebsite", group: "contact", sortField: null },
  { key: "dataQuality", title: "csLabelDataQuality", group: "record", sortField: "dataQuality" },
  { key: "lastUpdate", title: "csLabelLastUpdate", group: "record", sortField: null },
  { key: "source", title: "csLabelSource", group: "record", sortField: null },
];

export function companyLabels(locale: Locale): CompanyLabel[] {
  return LABEL_DEFINITIONS.map((label) => ({
    key: label.key,
    title: translate(locale, label.title),
    group: label.group,
    isDefault: DEFAULT_LABELS.includes(label.key),
    isRequired: label.key === "name",
    sortField: label.sortField,
  }));
}
