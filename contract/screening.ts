import { Type } from "typebox";

/** The match API follows yente's (OpenSanctions) request and response, inside the envelope's `data`. */
export const MAX_SCREENING_QUERIES = 1000;
export const DEFAULT_MATCH_THRESHOLD = 0.7;
export const DEFAULT_MATCH_LIMIT = 5;
export const MAX_MATCH_LIMIT = 500;

/** The Follow-the-Money schemas a query may have. */
export const SCREENING_SCHEMAS = [
  "Person",
  "Company",
  "Organization",
  "PublicBody",
  "LegalEntity",
  "Vessel",
  "Airplane",
  "Thing",
] as const;

const Values = Type.Array(Type.String({ maxLength: 500 }), { maxItems: 50 });

export const ScreeningQuery = Type.Object(
  {
    schema: Type.Enum(SCREENING_SCHEMAS, { description: "Follow-the-Money schema of the thing screened" }),
    properties: Type.Record(Type.String({ pattern: "^[A-Za-z]{1,40}$" }), Values, {
      description:
        "Follow-the-Money properties: name, alias, firstName, lastName, birthDate, country, nationality, idNumber, registrationNumber, leiCode, imoNumber ...",
    }),
  },
  { additionalProperties: false },
);

const Threshold = Type.Number({ minimum: 0, maximum: 1, description: "score from which `match` is true" });
const Limit = Type.Integer({ minimum: 1, maximum: MAX_MATCH_LIMIT, description: "results per query" });

export const MatchBody = Type.Object(
  {
    queries: Type.Record(Type.String({ pattern: "^[A-Za-z0-9_.:-]{1,100}$" }), ScreeningQuery, {
      minProperties: 1,
      maxProperties: MAX_SCREENING_QUERIES,
    }),
    threshold: Type.Optional(Threshold),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);

export const MatchQueryString = Type.Object({
  threshold: Type.Optional(Threshold),
  limit: Type.Optional(Limit),
});

export const MatchParams = Type.Object({
  dataset: Type.String({
    pattern: "^[a-z0-9-]{1,40}$",
    description: "`default` (every list) or a list id (ofac-sdn ...)",
  }),
});

const Explanation = Type.Object({
  score: Type.Number(),
  detail: Type.String(),
  query: Type.Union([Type.String(), Type.Null()]),
  candidate: Type.Union([Type.String(), Type.Null()]),
});

export const MatchResult = Type.Object({
  id: Type.String({ description: "the list's prefix and the list's own id of the entry (ofac-<ent_num>)" }),
  caption: Type.String(),
  schema: Type.String(),
  score: Type.Number(),
  match: Type.Boolean(),
  features: Type.Record(Type.String(), Type.Number()),
  explanations: Type.Record(Type.String(), Explanation),
  datasets: Type.Array(Type.String()),
  properties: Type.Record(Type.String(), Type.Array(Type.String())),
});

export const ScreenedList = Type.Object({
  id: Type.String(),
  name: Type.String(),
  version: Type.Union([Type.String(), Type.Null()]),
  entryCount: Type.Integer(),
});

export const MatchResponse = Type.Object({
  responses: Type.Record(
    Type.String(),
    Type.Object({
      status: Type.Integer(),
      results: Type.Array(MatchResult),
      total: Type.Object({ value: Type.Integer(), relation: Type.Literal("eq") }),
      query: ScreeningQuery,
    }),
  ),
  threshold: Type.Number(),
  limit: Type.Integer(),
  /** The lists screened, with the versions the engine was built from. */
  lists: Type.Array(ScreenedList),
});
