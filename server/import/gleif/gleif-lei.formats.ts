import { afterCompanyImport } from "../after-company-import.ts";
import { csvRecords } from "../csv.ts";
import type { RecordFormat } from "../record-format.ts";
import { xmlRecords } from "../xml.ts";
import { LEI_REQUIRED_COLUMNS, leiFromRow, rowFromLeiXml, type LeiRecord } from "./gleif-lei.ts";
import { writeLeiRecords } from "./gleif-lei.writer.ts";
import { gleifVersion } from "./gleif-version.ts";

const leiCommon = {
  dataset: "gleif-lei",
  input: "file",
  key: (record: LeiRecord) => record.lei,
  writeChunk: writeLeiRecords,
  afterImport: afterCompanyImport,
} as const;

export const gleifLeiXml: RecordFormat<LeiRecord> = {
  ...leiCommon,
  id: "gleif-lei-xml",
  usage: "GLEIF LEI records, LEI-CDF 3.x XML (…-gleif-goldencopy-lei2-golden-copy.xml[.zip]), streamed",
  version: (path, given) => gleifVersion(path, given, true),
  read: (path) =>
    xmlRecords(path, { roots: ["LEIData"], record: "LEIRecord", map: (node) => leiFromRow(rowFromLeiXml(node)) }),
};

export const gleifLeiCsv: RecordFormat<LeiRecord> = {
  ...leiCommon,
  id: "gleif-lei-csv",
  usage: "GLEIF LEI records, golden-copy CSV (…-gleif-goldencopy-lei2-golden-copy.csv[.zip])",
  version: (path, given) => gleifVersion(path, given, false),
  read: (path) => csvRecords(path, { required: LEI_REQUIRED_COLUMNS, map: leiFromRow }),
};
