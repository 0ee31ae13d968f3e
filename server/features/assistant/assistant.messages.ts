import type { MessageCatalog } from "../../i18n/catalog.ts";

/** The built-in analyst's sentences, labels and suggested questions (docs/decisions/0038-ai-assistant.md). */
export const ASSISTANT_MESSAGES = {
  aiIntroCredit: /*i18n*/ {
    id: "As your credit analyst, here is what the records say about the ability of {name} to pay.",
  },
  aiIntroLegal: /*i18n*/ {
    id: "As your legal advisor, here is the legal standing, ownership and sanctions position of {name}.",
  },
  aiIntroBiz: /*i18n*/ {
    id: "As your business consultant, here is how {name} operates: its industry, size and trade.",
  },
  aiIntroEconomic: /*i18n*/ {
    id: "As your economic analyst, here is the place of {name} in trade flows and its country's economy.",
  },
  aiLabelCountry: /*i18n*/ { id: "aiLabelCountry", message: "Country", comment: "English: Country" },
  aiLabelLegalForm: /*i18n*/ { id: "aiLabelLegalForm", message: "Legal form", comment: "English: Legal form" },
  aiLabelStatus: /*i18n*/ { id: "Legal status" },
  aiLabelFounded: /*i18n*/ { id: "aiLabelFounded", message: "Founded", comment: "English: Founded" },
  aiLabelRegistration: /*i18n*/ { id: "Registration" },
  aiLabelIndustry: /*i18n*/ { id: "aiLabelIndustry", message: "Industry", comment: "English: Industry" },
  aiLabelEmployees: /*i18n*/ { id: "aiLabelEmployees", message: "Employees", comment: "English: Employees" },
  aiLabelListing: /*i18n*/ { id: "Listing" },
  aiListedOn: /*i18n*/ { id: "listed on {exchange} as {code}" },
  aiNotListed: /*i18n*/ { id: "not listed" },
  aiNotOnRecord: /*i18n*/ { id: "not on record" },
  aiLabelCreditRating: /*i18n*/ { id: "Credit rating ({year})" },
  aiLabelDefaultProbability: /*i18n*/ { id: "Probability of default" },
  aiLabelLocalScore: /*i18n*/ { id: "Local credit score" },
  aiLabelRevenue: /*i18n*/ { id: "Revenue ({year})" },
  aiLabelNetIncome: /*i18n*/ { id: "Net income" },
  aiLabelNetMargin: /*i18n*/ { id: "Net margin" },
  aiLabelTotalAssets: /*i18n*/ { id: "Total assets" },
  aiLabelEquityRatio: /*i18n*/ { id: "Equity ratio" },
  aiLabelImports: /*i18n*/ { id: "Imports" },
  aiLabelExports: /*i18n*/ { id: "Exports" },
  aiTradeFlow: /*i18n*/ {
    id: "{records, plural, one {# shipment record} other {# shipment records}} from {from} to {to}, worth {value} USD",
  },
  aiTradePartners: /*i18n*/ { id: "main partners: {partners}" },
  aiTradeProducts: /*i18n*/ { id: "main HS codes: {codes}" },
  aiLabelOwners: /*i18n*/ { id: "Shareholders and ultimate owners" },
  aiUbo: /*i18n*/ { id: "ultimate beneficial owner" },
  aiNoOwners: /*i18n*/ { id: "No shareholder is on record." },
  aiLabelOfficers: /*i18n*/ { id: "Current officers" },
  aiLabelSources: /*i18n*/ { id: "Sources" },
  aiCreditLow: /*i18n*/ { id: "The credit opinion points to a low risk: ordinary terms look reasonable." },
  aiCreditModerate: /*i18n*/ {
    id: "The credit opinion points to a moderate risk: watch payment behaviour and keep credit lines measured.",
  },
  aiCreditHigh: /*i18n*/ {
    id: "The credit opinion points to an elevated risk: ask for security, prepayment or shorter terms.",
  },
  aiCreditNone: /*i18n*/ {
    id: "No credit assessment is on record: judge from the financial statements and ask for references.",
  },
  aiSanctionsHit: /*i18n*/ {
    id: "Potential compliance risks detected: {entries} ({lists}). Review the records before any dealing.",
  },
  aiSanctionsClear: /*i18n*/ {
    id: "{lists, plural, one {Nothing adverse was detected on the # sanctions list checked (exact name and LEI).} other {Nothing adverse was detected on the # sanctions lists checked (exact name and LEI).}}",
  },
  aiSanctionsUnavailable: /*i18n*/ { id: "No sanctions list is loaded, so the company could not be screened." },
  aiTradeActive: /*i18n*/ { id: "Its shipment records show an active cross-border business." },
  aiTradeNone: /*i18n*/ {
    id: "No shipment records are on file: its business looks domestic, or its trade is not covered.",
  },
  aiNetExporter: /*i18n*/ {
    id: "On its shipment records it is a net exporter: it brings foreign currency into {country}.",
  },
  aiNetImporter: /*i18n*/ {
    id: "On its shipment records it is a net importer: its costs depend on exchange rates and foreign suppliers.",
  },
  aiNoCompany: /*i18n*/ {
    id: "Open a company's profile and ask again: I answer from this product's records of the company in view.",
  },
  aiCompanyNotFound: /*i18n*/ { id: "No company in the records answers to {uid}." },
  aiQuestionCredit1: /*i18n*/ { id: "How creditworthy is this company?" },
  aiQuestionCredit2: /*i18n*/ { id: "What do its latest financial statements show?" },
  aiQuestionCredit3: /*i18n*/ { id: "What payment terms would you offer it?" },
  aiQuestionLegal1: /*i18n*/ { id: "Is this company on a sanctions list?" },
  aiQuestionLegal2: /*i18n*/ { id: "Who are its ultimate beneficial owners?" },
  aiQuestionLegal3: /*i18n*/ { id: "Who runs the company today?" },
  aiQuestionBiz1: /*i18n*/ { id: "What does this company do, and how big is it?" },
  aiQuestionBiz2: /*i18n*/ { id: "Who are its main trading partners?" },
  aiQuestionBiz3: /*i18n*/ { id: "Is it a good partner to approach?" },
  aiQuestionEconomic1: /*i18n*/ { id: "How does this company take part in foreign trade?" },
  aiQuestionEconomic2: /*i18n*/ { id: "Is it a net exporter or a net importer?" },
  aiQuestionEconomic3: /*i18n*/ { id: "Which products does it trade?" },
} as const satisfies MessageCatalog;
