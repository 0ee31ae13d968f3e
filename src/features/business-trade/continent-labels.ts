import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Continents by the code of the reference data (table continents). */
export const CONTINENT_LABELS: Record<string, MessageDescriptor> = {
  AF: msg`Africa`,
  AN: msg`Antarctica`,
  AS: msg`Asia`,
  EU: msg`Europe`,
  NA: msg`North America`,
  OC: msg`Oceania`,
  SA: msg`South America`,
};
