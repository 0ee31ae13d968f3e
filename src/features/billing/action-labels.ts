import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ConsumeAction } from "../../../contract/money.ts";

/** What credits pay for, as the price list and the Deduction record name it. */
export const ACTION_LABELS: Record<ConsumeAction, MessageDescriptor> = {
  reportView: msg`Full company report`,
  reportDownload: msg`Report download`,
  export: msg`Export, per company`,
  contactData: msg`Contact data`,
  reportUpdate: msg`Report update (24 to 72 hours)`,
};
