import { Type, type Static } from "typebox";
import { Nullable } from "./company-search.ts";
import { DataSource, TradeFlowSchema } from "./trade-product.ts";

/**
 * Trade by company (issue 13, spec sections 2 and 7: GET /tradeForCompany/*, and the page's shipment list
 * and shipping order), read from a company's shipment records: EIA-814 monthly
 * imports (real, quantities in thousand barrels, no values) and bills of lading (demo, labelled). A
 * company imports the records naming it as importer and exports those naming it as exporter. Values
 * are USD and null where the source has none; a quantity is summed only when its rows share one unit.
 */

const closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** The company: its aaa_id (A6UKX) or numeric id. */
export const COMPANY_ID_PATTERN = "^(A[0-9A-Z]{1,14}|[0-9]{1,19})$";
const CompanyId = Type.String({ pattern: COMPANY_ID_PATTERN, description: "aaa_id (A6UKX) or numeric id" });
const Year = Type.Integer({ minimum: 1900, maximum: 2100 });
export const MAX_COMPANY_ROWS = 250;
const Limit = Type.Integer({ minimum: 1, maximum: MAX_COMPANY_ROWS, default: 50 });
const Money = Nullable(Type.Number({ description: "USD" }));
const Share = Nullable(Type.Number());
const Sources = Type.Array(DataSource);

export const TRADE_SORTS = ["records", "value", "name", "lastDate"] as const;
export const TRADE_PAGE_SIZE_MAX = 99;
export const SearchTradeQuery = closed({
  company_name: Type.String({ minLength: 1, maxLength: 100, description: "Words of the company's name" }),
  /** The spec's autocomplete sends 1: companies with import or export records (the only kind listed). */
  ieflag: Type.Optional(Type.Integer({ minimum: 1, maximum: 1 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: TRADE_PAGE_SIZE_MAX, default: 20 })),
  country: Type.Optional(Type.String({ pattern: "^[A-Z]{2}$", description: "The company's country" })),
  flow: Type.Optional(TradeFlowSchema),
  hsChapter: Type.Optional(Type.String({ pattern: "^[0-9]{2}$" })),
  year: Type.Optional(Year),
  sort: Type.Optional(
    Type.Union([Type.Literal("records"), Type.Literal("value"), Type.Literal("name"), Type.Literal("lastDate")]),
  ),
  order: Type.Optional(Type.Union([Type.Literal("asc"), Type.Literal("desc")])),
});
export type SearchTradeQuery = Static<typeof SearchTradeQuery>;
export const FilterConditionsQuery = closed({ company_name: SearchTradeQuery.properties.company_name });

export const TradingCompany = Type.Object({
  id: Type.String(),
  aaa_id: Type.String(),
  company_name_en: Type.String(),
  countryCode: Nullable(Type.String()),
  imports: Type.Integer({ description: "import records" }),
  exports: Type.Integer({ description: "export records" }),
  value: Money,
  lastDate: Type.String(),
  /** HS chapters of its records, most records first (up to 3). */
  hsChapters: Type.Array(Type.String()),
  sources: Sources,
});
export type TradingCompany = Static<typeof TradingCompany>;
export const SearchTrade = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  rows: Type.Array(TradingCompany),
});
export type SearchTrade = Static<typeof SearchTrade>;

const Count = <T extends Parameters<typeof Type.Object>[0]>(key: T) =>
  Type.Array(Type.Object({ ...key, companies: Type.Integer() }));
export const FilterConditions = Type.Object({
  countries: Count({ code: Type.String() }),
  flows: Count({ flow: TradeFlowSchema }),
  hsChapters: Count({ code: Type.String(), description: Nullable(Type.String()) }),
  years: Count({ year: Type.Integer() }),
});
export type FilterConditions = Static<typeof FilterConditions>;

export const CompanyQuery = closed({ companyId: CompanyId });
export const CompanyFlowQuery = closed({ companyId: CompanyId, flow: Type.Optional(TradeFlowSchema) });
export const CompanyYearFlowQuery = closed({
  companyId: CompanyId,
  flow: Type.Optional(TradeFlowSchema),
  year: Type.Optional(Year),
  limit: Type.Optional(Limit),
});

const Figures = Type.Object({
  records: Type.Integer(),
  value: Money,
  quantity: Nullable(Type.Number()),
  quantityUnit: Nullable(Type.String()),
});
export type Figures = Static<typeof Figures>;

export const CompanyHead = Type.Object({
  id: Type.String(),
  aaaId: Type.String(),
  name: Type.String(),
  countryCode: Nullable(Type.String()),
});
export const CompanyTrends = Type.Object({
  company: CompanyHead,
  imports: Figures,
  exports: Figures,
  firstDate: Nullable(Type.String()),
  lastDate: Nullable(Type.String()),
  rows: Type.Array(Type.Object({ year: Type.Integer(), imports: Figures, exports: Figures })),
  sources: Sources,
});
export type CompanyTrends = Static<typeof CompanyTrends>;

export const CompanyYears = Type.Object({ flow: TradeFlowSchema, years: Type.Array(Type.Integer()) });

const Slice = {
  flow: TradeFlowSchema,
  year: Nullable(Type.Integer()),
  records: Type.Integer(),
  sources: Sources,
};
export const CompanyCountries = Type.Object({
  ...Slice,
  rows: Type.Array(
    Type.Object({
      ...Figures.properties,
      countryCode: Type.String(),
      isoNumeric: Nullable(Type.Integer()),
      /** Share of the company's records in the year and direction. */
      share: Share,
      isDemo: Type.Boolean(),
    }),
  ),
});
export type CompanyCountries = Static<typeof CompanyCountries>;

export const CompanyPartners = Type.Object({
  ...Slice,
  partners: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      ...Figures.properties,
      /** The partner's aaa_id when it is a known company. */
      aaaId: Nullable(Type.String()),
      name: Type.String(),
      countryCode: Nullable(Type.String()),
      share: Share,
      lastDate: Type.String(),
      hsCodes: Type.Array(Type.String()),
      isDemo: Type.Boolean(),
    }),
  ),
});
export type CompanyPartners = Static<typeof CompanyPartners>;

export const CompanyProducts = Type.Object({
  ...Slice,
  rows: Type.Array(
    Type.Object({
      ...Figures.properties,
      hsCode: Type.String(),
      description: Nullable(Type.String()),
      share: Share,
      isDemo: Type.Boolean(),
    }),
  ),
});
export type CompanyProducts = Static<typeof CompanyProducts>;

export const SHIPMENT_REF_PATTERN = "^[0-9]{1,19}-[0-9]{1,19}$";
export const ShipmentsQuery = closed({
  companyId: CompanyId,
  flow: Type.Optional(TradeFlowSchema),
  year: Type.Optional(Year),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export const Shipments = Type.Object({
  flow: TradeFlowSchema,
  total: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      /** The shipment's reference for /tradeForCompany/getShippingOrder. */
      ref: Type.String(),
      recordKind: Type.String(),
      arrivalDate: Type.String(),
      hsCode: Nullable(Type.String()),
      cargo: Nullable(Type.String()),
      partnerName: Nullable(Type.String()),
      originCountry: Nullable(Type.String()),
      destinationCountry: Nullable(Type.String()),
      ...Figures.properties,
      source: Type.String(),
      isDemo: Type.Boolean(),
    }),
  ),
});
export type Shipments = Static<typeof Shipments>;

export const ShipmentQuery = closed({
  companyId: CompanyId,
  ref: Type.String({ pattern: SHIPMENT_REF_PATTERN }),
});
const Party = Type.Object({
  aaaId: Nullable(Type.String()),
  name: Nullable(Type.String()),
  address: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
});
export const ShippingOrder = Type.Object({
  ref: Type.String(),
  recordKind: Type.String(),
  masterBol: Nullable(Type.String()),
  billNo: Nullable(Type.String()),
  source: Type.String(),
  isDemo: Type.Boolean(),
  arrivalDate: Type.String(),
  importer: Party,
  exporter: Party,
  cargo: Type.Object({
    description: Nullable(Type.String()),
    hsCode: Nullable(Type.String()),
    hsDescription: Nullable(Type.String()),
    productCode: Nullable(Type.String()),
    ...Figures.properties,
    weightKg: Nullable(Type.Number()),
  }),
  shipping: Type.Object({
    originCountry: Nullable(Type.String()),
    destinationCountry: Nullable(Type.String()),
    portOfLading: Nullable(Type.String()),
    portOfUnlading: Nullable(Type.String()),
    carrier: Nullable(Type.String()),
    vessel: Nullable(Type.String()),
  }),
  container: Type.Object({ count: Nullable(Type.Integer()), type: Nullable(Type.String()) }),
});
export type ShippingOrder = Static<typeof ShippingOrder>;

/**
 * The company's whole set of shipment records in a direction and year, fetched once by the page's
 * worker (src/workers/shipment-groups.worker.ts), which filters, groups and sorts it off the main
 * thread. Column arrays, partner names and HS codes as indexes into their lists (-1: none), newest first.
 */
export const MAX_SHIPMENT_SET = 200_000;
export const ShipmentSetQuery = closed({
  companyId: CompanyId,
  flow: Type.Optional(TradeFlowSchema),
  year: Type.Optional(Year),
});
const Index = Type.Array(Type.Integer({ minimum: -1 }));
export const ShipmentSet = Type.Object({
  flow: TradeFlowSchema,
  year: Nullable(Type.Integer()),
  /** Records in the slice; more than the rows sent when `truncated`. */
  total: Type.Integer(),
  truncated: Type.Boolean(),
  partners: Type.Array(Type.String()),
  hsCodes: Type.Array(Type.String()),
  units: Type.Array(Type.String()),
  columns: Type.Object({
    date: Type.Array(Type.String({ description: "YYYY-MM-DD" })),
    partner: Index,
    hsCode: Index,
    country: Type.Array(Nullable(Type.String())),
    value: Type.Array(Money),
    quantity: Type.Array(Nullable(Type.Number())),
    unit: Index,
    isDemo: Type.Array(Type.Boolean()),
  }),
  sources: Sources,
});
export type ShipmentSet = Static<typeof ShipmentSet>;
