import type { AnyRecordFormat } from "./record-format.ts";
import { gleifLeiCsv, gleifLeiXml } from "./gleif/gleif-lei.formats.ts";
import { gleifRrCsv, gleifRrXml } from "./gleif/gleif-rr.ts";
import { billOfLadingFormat } from "../features/trade/bill-of-lading.import.ts";
import { baciFormat, comtradeFormat } from "../features/trade/trade-flows.import.ts";
import { secFsdsDirFormat, secFsdsZipFormat } from "../features/companies/sec-fsds.import.ts";

/**
 * Every format the `import` command reads (the sanctions lists have their own importer, dispatched
 * by the same command). To add one: write a RecordFormat (see record-format.ts) and add it here.
 */
export const RECORD_FORMATS: Record<string, AnyRecordFormat> = {
  "gleif-lei-xml": gleifLeiXml,
  "gleif-lei-csv": gleifLeiCsv,
  "gleif-rr-csv": gleifRrCsv,
  "gleif-rr-xml": gleifRrXml,
  "bill-of-lading": billOfLadingFormat,
  baci: baciFormat,
  comtrade: comtradeFormat,
  "sec-fsds": secFsdsZipFormat,
  "sec-fsds-dir": secFsdsDirFormat,
};
