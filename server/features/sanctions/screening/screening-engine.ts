import { resolveCountry } from "../../../lib/country-resolver.ts";
import { analyseName, type NameKind, type NameWord } from "./name-analysis.ts";
import { NameIndex } from "./name-index.ts";
import { NAME_TUNING } from "./name-score.ts";
import { scoreEntry, type EntityScore, type ScreeningQuery } from "./entity-score.ts";
import { normaliseIdentifier, type EntrySchema, type ScreeningDate, type ScreeningEntry } from "./screening-entry.ts";

/** A query as the match API takes it: a Follow-the-Money schema and its properties. */
export type MatchQuery = { schema: string; properties: Record<string, readonly string[] | undefined> };

export type MatchOptions = {
  /** Only entries of these lists (all when absent). */
  lists?: ReadonlySet<string>;
  limit: number;
  threshold: number;
};

/** One result: an entry (the best of those sharing its id: OFAC's lists share one numbering) and the lists holding it. */
export type MatchResult = { entry: ScreeningEntry; match: boolean; datasets: string[] } & EntityScore;

/** Which entry schemas a query schema may match (LegalEntity: a person or an organisation). */
const SCHEMAS: Record<string, { accepts: readonly EntrySchema[]; kind: NameKind }> = {
  Person: { accepts: ["Person"], kind: "person" },
  Company: { accepts: ["Organization"], kind: "organisation" },
  Organization: { accepts: ["Organization"], kind: "organisation" },
  PublicBody: { accepts: ["Organization"], kind: "organisation" },
  LegalEntity: { accepts: ["Person", "Organization"], kind: "any" },
  Vessel: { accepts: ["Vessel"], kind: "any" },
  Airplane: { accepts: ["Airplane"], kind: "any" },
  Thing: { accepts: ["Person", "Organization", "Vessel", "Airplane"], kind: "any" },
};

const COUNTRY_PROPERTIES = ["country", "nationality", "citizenship", "jurisdiction", "birthCountry", "mainCountry"];
const IDENTIFIER_PROPERTIES = [
  "idNumber",
  "registrationNumber",
  "taxNumber",
  "leiCode",
  "innCode",
  "ogrnCode",
  "swiftBic",
  "passportNumber",
  "imoNumber",
  "mmsi",
  "icaoCode",
  "vatCode",
];

/** Candidates scored per query name: ranked by the index's evidence first. */
const CANDIDATES = 60;
const MIN_EVIDENCE_SHARE = 0.2;

function parseDate(text: string): ScreeningDate | null {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(text.trim());
  if (!m) return null;
  return { year: Number(m[1]), month: m[2] ? Number(m[2]) : null, day: m[3] ? Number(m[3]) : null, yearTo: null };
}

function values(query: MatchQuery, keys: readonly string[]): string[] {
  return keys.flatMap((key) => query.properties[key] ?? []).filter((v) => v.trim() !== "");
}

/** The names of a query: every name property, and first + last name together. */
function queryNames(query: MatchQuery): string[] {
  const names = values(query, ["name", "alias", "previousName", "weakAlias"]);
  const first = values(query, ["firstName"]).join(" ");
  const last = values(query, ["lastName"]).join(" ");
  if (first || last) names.push(`${first} ${last}`.trim());
  return names;
}

/**
 * The screening engine: an index over the entries of every loaded list, queried by name and
 * scored feature by feature. Immutable: a new list version means a new engine.
 */
export class ScreeningEngine {
  readonly index: NameIndex;
  private readonly logEntries: number;

  constructor(entries: readonly ScreeningEntry[]) {
    this.index = new NameIndex(entries);
    this.logEntries = Math.log(entries.length + 1);
  }

  get entryCount(): number {
    return this.index.entries.length;
  }

  /** A word's weight: its role, and for names how rare it is among the entries (unknown = rarest). */
  readonly weightOf = (word: NameWord): number => {
    if (word.role === "particle") return NAME_TUNING.particle;
    if (word.role === "initial") return NAME_TUNING.initialWeight;
    if (word.role === "number") return 1;
    const frequency = this.index.entryFrequency(word.text);
    const rarity = this.logEntries > 0 ? Math.log(1 + this.entryCount / (frequency + 1)) / this.logEntries : 1;
    const weight = Math.max(NAME_TUNING.rareFloor, Math.min(1, rarity));
    return word.role === "generic" ? Math.min(weight, NAME_TUNING.generic) : weight;
  };

  /** The query's names analysed and its facts normalised; null when the schema is unknown. */
  analyse(query: MatchQuery): ScreeningQuery | null {
    const schema = SCHEMAS[query.schema];
    if (!schema) return null;
    const names = [...new Set(queryNames(query))]
      .map((name) => analyseName(name, schema.kind))
      .filter((n) => n.words.length > 0);
    const countries = values(query, COUNTRY_PROPERTIES).map((c) => resolveCountry(c));
    return {
      names,
      birthDates: values(query, ["birthDate"]).flatMap((d) => parseDate(d) ?? []),
      countries: [...new Set(countries.filter((c): c is string => c !== null))],
      identifiers: [...new Set(values(query, IDENTIFIER_PROPERTIES).map(normaliseIdentifier))],
    };
  }

  /** The best entries for a query, highest score first, at most `limit`. */
  match(query: MatchQuery, options: MatchOptions): MatchResult[] {
    const analysed = this.analyse(query);
    if (!analysed) return [];
    const accepts = SCHEMAS[query.schema]!.accepts;
    const accept = (entry: ScreeningEntry) =>
      accepts.includes(entry.schema) && (!options.lists || options.lists.has(entry.listId));
    // Each candidate entry with the positions of its names that retrieval found.
    const candidates = new Map<ScreeningEntry, Set<number>>();
    for (const name of analysed.names) {
      for (const nameId of this.index.candidates(name, this.weightOf, accept, CANDIDATES, MIN_EVIDENCE_SHARE)) {
        const { entry, position } = this.index.nameOf(nameId);
        const positions = candidates.get(entry);
        if (positions) positions.add(position);
        else candidates.set(entry, new Set([position]));
      }
    }
    for (const entry of this.byIdentifier(analysed.identifiers)) {
      if (accept(entry)) candidates.set(entry, new Set(entry.names.keys()));
    }
    // Scored without the explanations first; the results returned are scored again with them.
    const results = new Map<string, MatchResult & { positions: Set<number> }>();
    for (const [entry, positions] of candidates) {
      const scored = scoreEntry(analysed, entry, this.weightOf, positions, false);
      if (scored.score <= 0) continue;
      const same = results.get(entry.id);
      const datasets = [...new Set([...(same?.datasets ?? []), entry.listId])].sort();
      if (same && same.score >= scored.score) same.datasets = datasets;
      else results.set(entry.id, { entry, positions, match: scored.score >= options.threshold, datasets, ...scored });
    }
    return [...results.values()]
      .sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id))
      .slice(0, options.limit)
      .map(({ entry, positions, match, datasets }) => ({
        entry,
        match,
        datasets,
        ...scoreEntry(analysed, entry, this.weightOf, positions),
      }));
  }

  private identifierMap: Map<string, ScreeningEntry[]> | undefined;

  private byIdentifier(identifiers: readonly string[]): ScreeningEntry[] {
    if (identifiers.length === 0) return [];
    if (!this.identifierMap) {
      this.identifierMap = new Map();
      for (const entry of this.index.entries) {
        for (const id of entry.identifiers) {
          const list = this.identifierMap.get(id.normalised);
          if (list) list.push(entry);
          else this.identifierMap.set(id.normalised, [entry]);
        }
      }
    }
    return identifiers.flatMap((id) => this.identifierMap!.get(id) ?? []);
  }
}
