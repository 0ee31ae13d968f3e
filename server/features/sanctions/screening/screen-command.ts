import { parseArgs } from "node:util";
import { DEFAULT_MATCH_LIMIT, DEFAULT_MATCH_THRESHOLD } from "../../../../contract/screening.ts";
import { parseCsv } from "../../../lib/csv.ts";
import { newEntry } from "../sanction-entry.ts";
import { scoreEntry } from "./entity-score.ts";
import { toScreeningEntry } from "./entry-mapping.ts";
import type { MatchQuery, ScreeningEngine } from "./screening-engine.ts";

export const SCREEN_USAGE = `usage: npm run screen -- <names.csv> [--threshold 0.7] [--limit 5] [--dataset default|<list id>] [--schema Person|Company|LegalEntity|...]
       npm run screen -- --pairs <pairs.csv>

  names.csv   one name per line, or a header row with a "name" column and optionally "schema",
              "birthDate", "country", "idNumber" columns. Prints CSV: each name's results.
  --pairs     a CSV with "name_a,name_b" (and optionally "schema") columns: prints each pair's score
              (name_b taken as a list entry), for evaluations such as nomenklatura's name-bench.

Screens against the lists in the database (DATABASE_URL or DATA_DIR; stop the server first on the
embedded database). Exit status: 0 done, 1 failed.`;

type Rows = { header: string[] | null; rows: string[][] };

function readRows(text: string): Rows {
  const records = parseCsv(text.replace(/^\uFEFF/, "")).records.map((r) => r.fields.map((f) => f.trim()));
  const first = records[0]?.map((f) => f.toLowerCase()) ?? [];
  const hasHeader = first.includes("name") || first.includes("name_a");
  return { header: hasHeader ? first : null, rows: hasHeader ? records.slice(1) : records };
}

function column(rows: Rows, row: string[], names: string[]): string {
  if (!rows.header) return names.includes("name") ? (row[0] ?? "") : "";
  const index = rows.header.findIndex((h) => names.includes(h));
  return index < 0 ? "" : (row[index] ?? "");
}

const csvCell = (value: string | number | boolean) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The queries of a names file, one per non-empty row. */
export function queriesOf(text: string, schema: string): (MatchQuery & { properties: { name: string[] } })[] {
  const rows = readRows(text);
  return rows.rows
    .map((row) => {
      const value = (names: string[]) => {
        const v = column(rows, row, names);
        return v ? [v] : [];
      };
      return {
        schema: column(rows, row, ["schema"]) || schema,
        properties: {
          name: value(["name"]),
          birthDate: value(["birthdate", "birth_date", "dob"]),
          country: value(["country", "nationality"]),
          idNumber: value(["idnumber", "id_number", "identifier"]),
        },
      };
    })
    .filter((q) => (q.properties.name ?? []).length > 0);
}

/** Screens every name of a file: a CSV of (row, name, rank, id, caption, score, match, lists). */
export function screenNames(
  engine: ScreeningEngine,
  text: string,
  options: { threshold: number; limit: number; schema: string; lists?: ReadonlySet<string> },
): string {
  const lines = ["row,name,schema,rank,id,caption,score,match,lists"];
  queriesOf(text, options.schema).forEach((query, i) => {
    const results = engine.match(query, options);
    const name = query.properties.name[0] ?? "";
    if (results.length === 0) lines.push([i + 1, name, query.schema, "", "", "", 0, false, ""].map(csvCell).join(","));
    results.forEach((r, rank) => {
      const cells = [
        i + 1,
        name,
        query.schema,
        rank + 1,
        r.entry.id,
        r.entry.caption,
        r.score,
        r.match,
        r.datasets.join(" "),
      ];
      lines.push(cells.map(csvCell).join(","));
    });
  });
  return `${lines.join("\n")}\n`;
}

/** The score of name `a` as a query against `b` as a list entry's name, with the lists' word weights; null when either is empty. */
export function scorePair(engine: ScreeningEngine, a: string, b: string, schema: string): number | null {
  const query = engine.analyse({ schema, properties: { name: [a] } });
  if (!a || !b || !query) return null;
  const entry = toScreeningEntry("pair", newEntry("b", schema === "Person" ? "individual" : "entity", b));
  return scoreEntry(query, entry, engine.weightOf).score;
}

/** Scores each pair (name_a as the query, name_b as a list entry), with the lists' word weights. */
export function scorePairs(engine: ScreeningEngine, text: string, schema: string): string {
  const rows = readRows(text);
  const lines = ["name_a,name_b,score"];
  for (const row of rows.rows) {
    const a = rows.header ? column(rows, row, ["name_a"]) : (row[0] ?? "");
    const b = rows.header ? column(rows, row, ["name_b"]) : (row[1] ?? "");
    const score = scorePair(engine, a, b, (rows.header ? column(rows, row, ["schema"]) : "") || schema);
    if (score !== null) lines.push([a, b, score].map(csvCell).join(","));
  }
  return `${lines.join("\n")}\n`;
}

export type ScreenArgs = {
  file: string;
  pairs: boolean;
  threshold: number;
  limit: number;
  dataset: string;
  schema: string;
};

/** The command line of `npm run screen`, or null when it is wrong (print the usage). */
export function parseScreenArgs(argv: readonly string[]): ScreenArgs | null {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        pairs: { type: "boolean", default: false },
        threshold: { type: "string" },
        limit: { type: "string" },
        dataset: { type: "string", default: "default" },
        schema: { type: "string", default: "LegalEntity" },
      },
    });
    const threshold = Number(values.threshold ?? DEFAULT_MATCH_THRESHOLD);
    const limit = Number(values.limit ?? DEFAULT_MATCH_LIMIT);
    const file = positionals[0];
    if (!file || !(threshold >= 0 && threshold <= 1) || !Number.isInteger(limit) || limit < 1) return null;
    return { file, pairs: values.pairs, threshold, limit, dataset: values.dataset, schema: values.schema };
  } catch {
    return null;
  }
}
