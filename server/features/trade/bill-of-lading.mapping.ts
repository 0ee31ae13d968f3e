import { resolveCountry } from "../../lib/country-resolver.ts";
import { normaliseName } from "../../lib/name-normalise.ts";
import { decimalOf, hsCodeOf, type Cells, type ColumnSpec } from "./import-columns.ts";
import type { TradeCountries } from "./trade-countries.ts";
import type { ShipmentsTable } from "../../db/generated/database.ts";

/**
 * The bill-of-lading CSV layout (docs/DATA.md, "Bills of lading"): our column names first, then the
 * spellings of common exports accepted for them — the US CBP Automated Manifest System (AMS) tables
 * flattened into one row per bill (header, bill, consignee, shipper, cargo description, tariff).
 */
export const BOL_COLUMNS = {
  bill_no: {
    aliases: ["bill_no", "bill_number", "bill_of_lading", "bill_of_lading_number", "bol_number", "house_bol_number"],
    required: true,
  },
  master_bol: { aliases: ["master_bol", "master_bill_of_lading", "master_bol_number", "master_bill"] },
  arrival_date: {
    aliases: ["arrival_date", "actual_arrival_date", "estimated_arrival_date", "shipment_date"],
    required: true,
  },
  importer_name: { aliases: ["importer_name", "consignee_name", "consignee", "importer"] },
  importer_address: { aliases: ["importer_address", "consignee_address", "consignee_address_1"] },
  importer_country: { aliases: ["importer_country", "consignee_country", "consignee_country_code"] },
  exporter_name: { aliases: ["exporter_name", "shipper_name", "shipper_party_name", "shipper", "exporter"] },
  exporter_address: { aliases: ["exporter_address", "shipper_address", "shipper_address_1"] },
  exporter_country: { aliases: ["exporter_country", "shipper_country", "shipper_country_code"] },
  cargo_description: {
    aliases: ["cargo_description", "description_text", "goods_description", "product_description", "description"],
  },
  hs_code: { aliases: ["hs_code", "harmonized_number", "hts_code", "hs"] },
  origin_country: { aliases: ["origin_country", "country_of_origin"] },
  destination_country: { aliases: ["destination_country", "country_of_destination"] },
  port_of_lading: { aliases: ["port_of_lading", "foreign_port_of_lading"] },
  port_of_unlading: { aliases: ["port_of_unlading", "us_port_of_unlading"] },
  carrier: { aliases: ["carrier", "carrier_code", "scac"] },
  vessel: { aliases: ["vessel", "vessel_name"] },
  container_count: { aliases: ["container_count", "containers", "number_of_containers"] },
  container_type: { aliases: ["container_type", "equipment_type"] },
  weight: { aliases: ["weight_kg", "weight", "gross_weight"] },
  weight_unit: { aliases: ["weight_unit"] },
  quantity: { aliases: ["quantity", "manifest_quantity", "piece_count"] },
  quantity_unit: { aliases: ["quantity_unit", "manifest_unit"] },
  value_usd: { aliases: ["value_usd", "value", "declared_value", "harmonized_value"] },
} satisfies Record<string, ColumnSpec>;

export type BolField = keyof typeof BOL_COLUMNS;

/**
 * One bill of lading as the shipments table stores it, before it is linked to companies: the
 * table's columns less the link, key and provenance ones, with the date as read and plain numbers.
 */
export type BillOfLading = Omit<
  ShipmentsTable,
  | "company_id"
  | "id"
  | "record_kind"
  | "importer_company_id"
  | "exporter_company_id"
  | "source"
  | "is_demo"
  | "bill_no"
  | "arrival_date"
  | "weight_kg"
  | "quantity"
  | "value_usd"
> & {
  bill_no: string;
  arrival_date: string;
  weight_kg: number | null;
  quantity: number | null;
  value_usd: number | null;
};

/** Kilograms per unit of the weight_unit column (AMS writes K, L, T or the words). */
const KG_PER: Record<string, number> = {
  "": 1,
  k: 1,
  kg: 1,
  kgs: 1,
  kilograms: 1,
  l: 0.45359237,
  lb: 0.45359237,
  lbs: 0.45359237,
  pounds: 0.45359237,
  t: 1000,
  mt: 1000,
  tonnes: 1000,
  "metric tons": 1000,
};

/** ISO dates (2024-03-05), compact (20240305) and US month/day/year (03/05/2024); the date, or undefined. */
export function bolDate(text: string): string | undefined {
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  let [y, m, d] = match ? [match[1], match[2], match[3]] : [];
  if (!match) {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (match) [y, m, d] = [match[3], match[1]?.padStart(2, "0"), match[2]?.padStart(2, "0")];
  }
  if (!y || !m || !d) return undefined;
  const iso = `${y}-${m}-${d}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : undefined;
}

/**
 * One CSV row to a bill of lading, or the reason it is rejected: a bill number, an arrival date and
 * at least one party's name are required; numbers and dates must parse; countries are ISO codes
 * (alpha-2, alpha-3, numeric) or English names.
 */
export function mapBillOfLading(cells: Cells<BolField>, countries: TradeCountries): BillOfLading | string {
  const text = (field: BolField) => cells.get(field) || null;
  const billNo = cells.get("bill_no").toUpperCase().replace(/\s+/g, "");
  if (!billNo) return "bill number is empty";
  const arrival = bolDate(cells.get("arrival_date"));
  if (!arrival) return `arrival date "${cells.get("arrival_date")}" is not a date (YYYY-MM-DD, YYYYMMDD or MM/DD/YYYY)`;
  // A name must keep some letters or digits once normalised ("***" names no one).
  const named = [text("importer_name"), text("exporter_name")].some((name) => name && normaliseName(name));
  if (!named) return "neither an importer (consignee) nor an exporter (shipper) is named";
  const country = (field: BolField): string | null | { bad: string } => {
    const given = cells.get(field);
    if (!given) return null;
    return countries.alpha2(given) ?? resolveCountry(given) ?? { bad: `${field} "${given}" is not a country` };
  };
  const places = {} as Record<
    "importer_country" | "exporter_country" | "origin_country" | "destination_country",
    string | null
  >;
  for (const field of ["importer_country", "exporter_country", "origin_country", "destination_country"] as const) {
    const found = country(field);
    if (found !== null && typeof found === "object") return found.bad;
    places[field] = found;
  }
  const hsDigits = cells.get("hs_code").replace(/[\s.-]/g, "");
  const hs = hsDigits ? hsCodeOf(hsDigits) : null;
  if (hsDigits && (!hs || hs.length < 4))
    return `HS code "${cells.get("hs_code")}" is not an HS/HTS code of 4 to 10 digits`;
  const numbers = {} as Record<"weight" | "quantity" | "value_usd" | "container_count", number | null>;
  for (const field of ["weight", "quantity", "value_usd", "container_count"] as const) {
    const n = decimalOf(cells.get(field));
    if (n === "invalid" || (n !== null && n < 0)) return `${field} "${cells.get(field)}" is not a number`;
    numbers[field] = n;
  }
  if (numbers.container_count !== null && !Number.isInteger(numbers.container_count)) {
    return `container_count "${cells.get("container_count")}" is not a whole number`;
  }
  const perKg = KG_PER[cells.get("weight_unit").toLowerCase()];
  if (perKg === undefined) return `weight unit "${cells.get("weight_unit")}" is not kg, lb or t`;
  return {
    bill_no: billNo,
    master_bol: text("master_bol")?.toUpperCase().replace(/\s+/g, "") ?? null,
    arrival_date: arrival,
    importer_name: text("importer_name"),
    importer_address: text("importer_address"),
    exporter_name: text("exporter_name"),
    exporter_address: text("exporter_address"),
    ...places,
    cargo_description: text("cargo_description"),
    hs_code: hs,
    // The full national tariff number (US HTS: 10 digits) when the file gives more than HS6.
    product_code: hsDigits.length > 6 ? hsDigits : null,
    port_of_lading: text("port_of_lading"),
    port_of_unlading: text("port_of_unlading"),
    carrier: text("carrier"),
    vessel: text("vessel"),
    container_count: numbers.container_count,
    container_type: text("container_type"),
    weight_kg: numbers.weight === null ? null : Math.round(numbers.weight * perKg * 1000) / 1000,
    quantity: numbers.quantity,
    quantity_unit: text("quantity_unit"),
    value_usd: numbers.value_usd,
  };
}
