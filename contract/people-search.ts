import { Type, type Static } from "typebox";
import { Nullable, Provenance } from "./company-profile.ts";

/** GET /gleagle/people/searchDetail: people found by name, each with their current roles in companies. */
export const PeopleSearchQuery = Type.Object({
  name: Type.String({
    minLength: 2,
    maxLength: 100,
    description: "the start of the person's name, case and accents ignored",
  }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type PeopleSearchQuery = Static<typeof PeopleSearchQuery>;

export const PeopleSearchResult = Type.Object({
  total: Type.Integer({ description: "people found (at most 1,000 counted)" }),
  list: Type.Array(
    Type.Object({
      personId: Type.String(),
      name: Type.String(),
      nationality: Nullable(Type.String()),
      companyCount: Type.Integer(),
      roles: Type.Array(
        Type.Object({
          companyId: Type.String(),
          aaaId: Type.String(),
          companyName: Type.String(),
          position: Nullable(Type.String()),
        }),
      ),
      ...Provenance,
    }),
  ),
});
export type PeopleSearchResult = Static<typeof PeopleSearchResult>;
