/**
 * The closed vocabulary of officer positions and departments that the demo generator writes. The
 * database keeps these values as codes; the web app shows each through its label in the reader's
 * language (src/features/company-profile/role-labels.ts). A value outside the list (an import's own
 * text) is shown as it is.
 */
export const OFFICER_POSITIONS = [
  "Chief Executive Officer",
  "Chief Financial Officer",
  "Chief Operating Officer",
  "Chairman of the Board",
  "Sales Director",
  "Chief Technology Officer",
  "Board Member",
  "Head of Human Resources",
  "Legal Counsel",
  "Managing Director",
  "Director",
  "Company Secretary",
] as const;
export type OfficerPosition = (typeof OFFICER_POSITIONS)[number];

export const OFFICER_DEPARTMENTS = [
  "Management",
  "Finance",
  "Operations",
  "Board",
  "Sales",
  "Technology",
  "Human Resources",
  "Legal",
  "Administration",
] as const;
export type OfficerDepartment = (typeof OFFICER_DEPARTMENTS)[number];
