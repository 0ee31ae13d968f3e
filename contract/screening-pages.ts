import { Type } from "typebox";
import { MatchResult, ScreenedList } from "./screening.ts";

/** The sanction theme pages (/sanction/index) and the company profile's sanctions tab. */

const Text = Type.Union([Type.String(), Type.Null()]);

/** What the risk search screens a name as. */
export const RISK_SCHEMAS = { company: "LegalEntity", person: "Person" } as const;

export const SanctionSourceList = Type.Object({
  id: Type.String(),
  name: Type.String(),
  authority: Type.String(),
  version: Text,
  publishedOn: Text,
  importedAt: Text,
  entryCount: Type.Integer(),
  /** Where the operator downloads the list (the product never fetches it). */
  sourceUrl: Type.String(),
});

export const SanctionSourceLists = Type.Object({ lists: Type.Array(SanctionSourceList) });

export const EntrySearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Union(
    [Type.Literal("entity"), Type.Literal("individual"), Type.Literal("vessel"), Type.Literal("aircraft")],
    { description: "entity (companies and organisations), individual, vessel or aircraft" },
  ),
  list: Type.Optional(Type.String({ pattern: "^[a-z0-9-]{1,40}$" })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const EntryRow = Type.Object({
  id: Type.String({ description: "`<list id>:<the list's own id>`, the detail page's id" }),
  listId: Type.String(),
  name: Type.String(),
  entryType: Type.String(),
  programmes: Type.Array(Type.String()),
  countries: Type.Array(Type.String()),
  listedOn: Text,
  nameCount: Type.Integer(),
});

export const EntryPage = Type.Object({
  rows: Type.Array(EntryRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  lists: Type.Array(SanctionSourceList),
});

export const EntryDetailQuery = Type.Object({ id: Type.String({ minLength: 3, maxLength: 200 }) });

export const EntryDetail = Type.Object({
  id: Type.String(),
  /** The screening engine's id of the entry (`ofac-<ent_num>`). */
  screeningId: Type.String(),
  sourceId: Type.String(),
  list: SanctionSourceList,
  entryType: Type.String(),
  primaryName: Type.String(),
  remarks: Text,
  listedOn: Text,
  source: Type.String(),
  /** The entry's page at the authority when it has one, else the list's. */
  link: Type.String(),
  names: Type.Array(
    Type.Object({ name: Type.String(), nameType: Type.String(), quality: Text, script: Type.String(), language: Text }),
  ),
  programmes: Type.Array(Type.Object({ code: Type.String(), name: Text })),
  identifiers: Type.Array(
    Type.Object({ idType: Type.String(), label: Type.String(), value: Type.String(), country: Text, notes: Text }),
  ),
  addresses: Type.Array(Type.String()),
  birthDates: Type.Array(Type.String()),
  birthPlaces: Type.Array(Type.String()),
  nationalities: Type.Array(Type.Object({ country: Type.String(), countryCode: Text, kind: Type.String() })),
  /** The list's own extra fields (title, gender, reference number, vessel data ...). */
  details: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
});

export const ProductsQuery = Type.Object({ list: Type.Optional(Type.String({ pattern: "^[a-z0-9-]{1,40}$" })) });

export const SanctionProducts = Type.Object({
  /** HS codes a programme restricts (empty unless an operator loaded a mapping). */
  products: Type.Array(
    Type.Object({ listId: Type.String(), programme: Type.String(), hsCode: Type.String(), description: Text }),
  ),
  programmes: Type.Array(
    Type.Object({ listId: Type.String(), code: Type.String(), name: Text, entryCount: Type.Integer() }),
  ),
  lists: Type.Array(SanctionSourceList),
});

export const RiskSearchQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 300 }),
  schema: Type.Optional(Type.Union([Type.Literal("LegalEntity"), Type.Literal("Company"), Type.Literal("Person")])),
  country: Type.Optional(Type.String({ pattern: "^[A-Za-z]{2}$" })),
  birthDate: Type.Optional(Type.String({ pattern: "^\\d{4}(-\\d{2}(-\\d{2})?)?$" })),
  threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
});

export const RiskSearchResult = Type.Object({
  results: Type.Array(MatchResult),
  threshold: Type.Number(),
  lists: Type.Array(ScreenedList),
  screenedAt: Type.String(),
});

export const CompanySanctionsQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });

export const ScreenedSubject = Type.Object({
  role: Type.Union([Type.Literal("company"), Type.Literal("officer"), Type.Literal("owner")]),
  name: Type.String(),
  detail: Text,
  results: Type.Array(MatchResult),
});

export const CompanySanctions = Type.Object({
  companyName: Type.String(),
  subjects: Type.Array(ScreenedSubject),
  threshold: Type.Number(),
  lists: Type.Array(ScreenedList),
  screenedAt: Type.String(),
});

/** The prefix of each list's screening result ids: `ofac-<ent_num>` for both OFAC lists (one numbering). */
export const SCREENING_ID_PREFIX: Readonly<Record<string, string>> = {
  "ofac-sdn": "ofac",
  "ofac-cons": "ofac",
  "bis-dpl": "bis-dpl",
  "un-sc": "un",
  "eu-fsf": "eu",
  "uk-ofsi": "uk",
};

/** The detail page id (`<list id>:<the list's own id>`) of a screening result on `listId`. */
export function entryPageId(resultId: string, listId: string): string {
  const prefix = SCREENING_ID_PREFIX[listId] ?? listId;
  return `${listId}:${resultId.startsWith(`${prefix}-`) ? resultId.slice(prefix.length + 1) : resultId}`;
}
