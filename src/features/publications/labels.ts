import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { LAWSUIT_ROLES, LAWSUIT_STATUSES, NEWS_IMPACTS } from "../../../contract/publications.ts";

export const IMPACT_LABELS: Record<(typeof NEWS_IMPACTS)[number], MessageDescriptor> = {
  positive: msg({ message: "Positive", comment: "Impact of a news item on the company" }),
  neutral: msg({ message: "Neutral", comment: "Impact of a news item on the company" }),
  negative: msg({ message: "Negative", comment: "Impact of a news item on the company" }),
};

export const STATUS_LABELS: Record<(typeof LAWSUIT_STATUSES)[number], MessageDescriptor> = {
  pending: msg({ message: "Pending", comment: "Status of a lawsuit" }),
  settled: msg({ message: "Settled", comment: "Status of a lawsuit" }),
  won: msg({ message: "Won", comment: "Status of a lawsuit: the company won" }),
  lost: msg({ message: "Lost", comment: "Status of a lawsuit: the company lost" }),
  dismissed: msg({ message: "Dismissed", comment: "Status of a lawsuit" }),
};

export const ROLE_LABELS: Record<(typeof LAWSUIT_ROLES)[number], MessageDescriptor> = {
  plaintiff: msg({ message: "Plaintiff", comment: "The company's role in a lawsuit" }),
  defendant: msg({ message: "Defendant", comment: "The company's role in a lawsuit" }),
  "third-party": msg({ message: "Third party", comment: "The company's role in a lawsuit" }),
};

/** The label of a closed value, or the value itself when the server sends one this release does not know. */
export function labelOf(
  labels: Record<string, MessageDescriptor>,
  value: string,
  translate: (m: MessageDescriptor) => string,
) {
  const label = labels[value];
  return label ? translate(label) : value;
}
