import { defineEndpoints } from "./endpoint.ts";
import {
  CountryMap,
  MapCountry,
  MapCountryBody,
  ProductBody,
  ProductProfile,
  ProductSearchBody,
  ProductSearchResult,
  ProductYearBody,
  Ranking,
  RankingBody,
  TradeTrends,
  YearsDropDown,
} from "./trade-product.ts";
import {
  CompanyRanking,
  CompanyRankingBody,
  ProductChainSanctions,
  ProductSupplyChain,
} from "./trade-product-chain.ts";
import { Shipments, ShippingOrder } from "./trade-company.ts";
import {
  ProductShipmentBody,
  ProductShipmentsBody,
  ProductShippingBody,
  ProductShippingOverview,
} from "./trade-shipping.ts";

const product = { method: "POST", auth: "none", errors: [404] } as const;

/** Trade by product (issue 13, spec section 7): every figure is read from the trade roll-ups (docs/TRADE.md). */
export const tradeEndpoints = defineEndpoints("trade", {
  productSearch: {
    method: "POST",
    path: "/trade/productSearch",
    summary: "HS codes by code prefix or by words of their description, with their latest world trade",
    body: ProductSearchBody,
    response: ProductSearchResult,
    auth: "none",
  },
  productProfile: {
    ...product,
    path: "/trade/getProductProfile",
    summary: "A product's description, years with data, world trade, top exporters and importers, and sources",
    body: ProductBody,
    response: ProductProfile,
  },
  productTradeTrends: {
    ...product,
    path: "/trade/getProductTradeTrendsForm",
    summary: "World trade of a product by year, with year-on-year growth and the compound annual growth",
    body: ProductBody,
    response: TradeTrends,
  },
  productCountryMapDropDown: {
    ...product,
    path: "/trade/getProductCountryMapDropDown",
    summary: "The years (newest first) and directions the product's map can show",
    body: ProductBody,
    response: YearsDropDown,
  },
  productCountryMap: {
    ...product,
    path: "/trade/getProductCountryMap",
    summary:
      "Exports (by origin) or imports (by destination) of a product per country in one year (default: the latest)",
    body: ProductYearBody,
    response: CountryMap,
  },
  productMapCountry: {
    ...product,
    path: "/trade/getProductMapCountry",
    summary: "One country on the product's map: value, share, rank, growth and its main partners",
    body: MapCountryBody,
    response: MapCountry,
  },
  productRankingDropDownOd: {
    ...product,
    path: "/trade/getProductRankingDropDownOd",
    summary: "The years and directions of the product's origin and destination ranking",
    body: ProductBody,
    response: YearsDropDown,
  },
  productRankingOd: {
    ...product,
    path: "/trade/getProductRankingOd",
    summary:
      "Origins (exporters) or destinations (importers) of a product ranked by value, with share, growth, RCA and HHI",
    body: RankingBody,
    response: Ranking,
  },
  productRankingDropDownSb: {
    ...product,
    path: "/trade/getProductRankingDropDownSb",
    summary: "The years (newest first) with suppliers' or buyers' shipment records of the product, and the directions",
    body: ProductBody,
    response: YearsDropDown,
  },
  productRankingSb: {
    ...product,
    path: "/trade/getProductRankingSb",
    summary:
      "Supplier (export) or buyer (import) companies of a product in a year, ranked by shipment records, from company-level records",
    body: CompanyRankingBody,
    response: CompanyRanking,
  },
  productSupplyChain: {
    ...product,
    path: "/trade/getProductSupplyChain",
    summary:
      "Upstream (headings the product's suppliers import) and downstream (headings its buyers export) products, by co-trade of the same companies",
    body: ProductBody,
    response: ProductSupplyChain,
  },
  productChainSanctions: {
    ...product,
    path: "/trade/getProductChainSanctions",
    summary:
      "Sanctions programmes restricting the product's code, and its largest suppliers and buyers screened against the loaded lists",
    body: ProductBody,
    response: ProductChainSanctions,
  },
  productShippingOverview: {
    ...product,
    path: "/trade/getProductShippingOverview",
    summary:
      "Shipment records of the product in a year (default: the latest): records, value, weight, months, top ports, carriers and lanes",
    body: ProductShippingBody,
    response: ProductShippingOverview,
  },
  productShipments: {
    ...product,
    path: "/trade/getProductShipments",
    summary: "The product's shipment records (import detail), newest first, a page at a time; partner = importer",
    body: ProductShipmentsBody,
    response: Shipments,
  },
  productShippingOrder: {
    ...product,
    path: "/trade/getProductShippingOrder",
    summary: "One shipping order of the product: bills, importer, exporter, cargo, shipping and containers",
    body: ProductShipmentBody,
    response: ShippingOrder,
  },
});
