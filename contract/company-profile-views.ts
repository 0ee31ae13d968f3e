import { Type, type Static } from "typebox";
import { DateRangeFields } from "./usage-filters.ts";
import { Nullable, Page, Paging } from "./company-profile.ts";

const Instant = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ minLength: 1, maxLength: 40 })], {
  description: "Milliseconds since 1970 or an ISO 8601 date-time",
});

/** The spec's view-log payload, posted when the user leaves a company profile. */
export const CompanyViewBody = Type.Object({
  aaaId: Type.Union([Type.String({ minLength: 1, maxLength: 40 }), Type.Integer({ minimum: 1 })]),
  pageName: Type.String({ minLength: 1, maxLength: 100 }),
  companyName: Type.String({ minLength: 1, maxLength: 500 }),
  startTimed: Instant,
  endTimed: Instant,
});
export type CompanyViewBody = Static<typeof CompanyViewBody>;

export const CompanyViewSaved = Type.Object({ id: Type.String() });

export const ActionLogQuery = Type.Object({ ...Paging, ...DateRangeFields });

export const ActionLogEntry = Type.Object({
  id: Type.String(),
  aaaId: Type.String(),
  companyId: Nullable(Type.String()),
  companyName: Type.String(),
  countryCode: Nullable(Type.String()),
  pageName: Type.String(),
  startTimed: Type.String(),
  endTimed: Type.String(),
  durationSeconds: Type.Integer(),
});
export type ActionLogEntry = Static<typeof ActionLogEntry>;

export const ActionLogPage = Page(ActionLogEntry);
export type ActionLogPage = Static<typeof ActionLogPage>;
