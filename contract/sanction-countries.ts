import { Type } from "typebox";
import { EntryRow } from "./screening-pages.ts";

/**
 * Countries in the loaded sanctions lists (/sanction/index/countryList): a country counts an entry when
 * the entry names it as a nationality, citizenship or address; a "label" is a programme of a list,
 * written `<list id>:<programme code>`.
 */

const ListId = Type.String({ pattern: "^[a-z0-9-]{1,40}$" });
const Label = Type.String({ pattern: "^[a-z0-9-]{1,40}:[^\\s].{0,79}$", description: "`<list id>:<programme code>`" });
const CountryCode = Type.String({ pattern: "^[A-Za-z]{2}$" });

export const CountryFilterQuery = Type.Object({
  label: Type.Optional(Label),
  list: Type.Optional(ListId),
});

export const ProgrammeCount = Type.Object({
  label: Type.String(),
  listId: Type.String(),
  code: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
  entryCount: Type.Integer(),
});

export const SanctionCountry = Type.Object({
  countryCode: Type.String(),
  entryCount: Type.Integer(),
  entities: Type.Integer(),
  individuals: Type.Integer(),
  /** Vessels and aircraft. */
  others: Type.Integer(),
  /** The programmes of the country's entries, the most entries first. */
  programmes: Type.Array(ProgrammeCount),
});

export const SanctionCountryList = Type.Object({ countries: Type.Array(SanctionCountry) });

export const ListCountries = Type.Object({
  countries: Type.Array(Type.Object({ countryCode: Type.String(), entryCount: Type.Integer() })),
});

export const CountryLabels = Type.Object({
  labels: Type.Array(Type.Object({ ...ProgrammeCount.properties, countryCount: Type.Integer() })),
});

export const LabelCountryQuery = Type.Object({ label: Label });

export const LabelCountries = Type.Object({
  programme: ProgrammeCount,
  countries: Type.Array(Type.Object({ countryCode: Type.String(), entryCount: Type.Integer() })),
});

export const CountryDetailsQuery = Type.Object({
  country: CountryCode,
  label: Type.Optional(Label),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const CountryDetails = Type.Object({
  country: SanctionCountry,
  /** A page of the country's entries (of the label's programme when given), by name. */
  rows: Type.Array(EntryRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
