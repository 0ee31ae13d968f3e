import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { OfficerDepartment, OfficerPosition } from "../../../contract/officer-roles.ts";
import { labelOf } from "./labels.ts";

/** The officer positions of the data's closed vocabulary (contract/officer-roles.ts) in the reader's language. */
export const POSITION_LABELS: Record<OfficerPosition, MessageDescriptor> = {
  "Chief Executive Officer": msg({ message: "Chief Executive Officer", comment: "Officer position" }),
  "Chief Financial Officer": msg({ message: "Chief Financial Officer", comment: "Officer position" }),
  "Chief Operating Officer": msg({ message: "Chief Operating Officer", comment: "Officer position" }),
  "Chairman of the Board": msg({ message: "Chairman of the Board", comment: "Officer position" }),
  "Sales Director": msg({ message: "Sales Director", comment: "Officer position" }),
  "Chief Technology Officer": msg({ message: "Chief Technology Officer", comment: "Officer position" }),
  "Board Member": msg({ message: "Board Member", comment: "Officer position" }),
  "Head of Human Resources": msg({ message: "Head of Human Resources", comment: "Officer position" }),
  "Legal Counsel": msg({ message: "Legal Counsel", comment: "Officer position" }),
  "Managing Director": msg({ message: "Managing Director", comment: "Officer position of a small company" }),
  Director: msg({ message: "Director", comment: "Officer position of a small company" }),
  "Company Secretary": msg({ message: "Company Secretary", comment: "Officer position of a small company" }),
};

/** The departments of the data's closed vocabulary in the reader's language. */
export const DEPARTMENT_LABELS: Record<OfficerDepartment, MessageDescriptor> = {
  Management: msg({ message: "Management", context: "department", comment: "Department of a company's officer" }),
  Finance: msg({ message: "Finance", context: "department", comment: "Department of a company's officer" }),
  Operations: msg({ message: "Operations", context: "department", comment: "Department of a company's officer" }),
  Board: msg({
    message: "Board",
    context: "department",
    comment: "Department of a company's officer: the board of directors",
  }),
  Sales: msg({ message: "Sales", context: "department", comment: "Department of a company's officer" }),
  Technology: msg({ message: "Technology", context: "department", comment: "Department of a company's officer" }),
  "Human Resources": msg({
    message: "Human Resources",
    context: "department",
    comment: "Department of a company's officer",
  }),
  Legal: msg({ message: "Legal", context: "department", comment: "Department of a company's officer" }),
  Administration: msg({
    message: "Administration",
    context: "department",
    comment: "Department of a company's officer",
  }),
};

/** Position and department in the reader's language; a value outside the vocabulary as it is. */
export function useRoleLabels() {
  const { i18n } = useLingui();
  const translate = i18n._.bind(i18n);
  return {
    position: (value: string) => labelOf(POSITION_LABELS, value, translate),
    department: (value: string) => labelOf(DEPARTMENT_LABELS, value, translate),
  };
}
