/** One parsed record and the physical line (1-based) it starts on, for line-numbered reports. */
export type CsvRecord = { line: number; fields: string[] };

/** A record the parser could not finish: an opening quote that is never closed before the end. */
export type CsvDamage = { line: number; reason: string; excerpt: string };

export type CsvResult = { records: CsvRecord[]; damaged: CsvDamage[] };

export type CsvOptions = {
  /** Field separator, `,` unless told (`;` for the EU file, tab for BIS). */
  delimiter?: string;
  /** Drop records whose fields are all empty (blank lines, a lone Ctrl-Z). */
  skipBlank?: boolean;
};

/**
 * RFC 4180 CSV with the leniency real sanctions files need: quoted fields may hold separators and
 * line breaks, `""` is a quote, characters after a closing quote are kept (OFAC writes `"x" ,`),
 * CR LF and LF both end a record. An unclosed quote at the end of the text is reported as damage
 * with the line it started on instead of swallowing the rest of the file silently.
 */
export function parseCsv(text: string, options: CsvOptions = {}): CsvResult {
  const delimiter = options.delimiter ?? ",";
  const records: CsvRecord[] = [];
  const damaged: CsvDamage[] = [];
  let fields: string[] = [];
  let field = "";
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const length = text.length;

  const endRecord = () => {
    fields.push(field);
    field = "";
    const blank = fields.every((f) => f.trim() === "" || f === "\u001a");
    if (!(options.skipBlank !== false && blank)) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < length; i++) {
    const ch = text[i] as string;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === "") {
      field = "";
      inQuotes = true;
      quoteLine = line;
    } else if (ch === delimiter) {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (inQuotes) {
    damaged.push({
      line: recordLine,
      reason: `unclosed quoted field (opened on line ${quoteLine}); the file ends inside it`,
      excerpt: excerptOf([...fields, field].join(delimiter)),
    });
  } else if (field !== "" || fields.length > 0) endRecord();
  return { records, damaged };
}

/** The first characters of a raw record, for reports. */
export function excerptOf(raw: string, max = 120): string {
  const flat = raw.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Maps header names to column positions; the first occurrence wins when a name repeats. */
export function headerIndex(header: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim();
    if (!index.has(key)) index.set(key, i);
  });
  return index;
}
