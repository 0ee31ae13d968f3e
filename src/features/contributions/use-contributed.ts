import { useMemo } from "react";
import { useCompanyContributions } from "./contributions-api.ts";
import { contributedValues, isContributed } from "./contributed-values.ts";

export type IsContributed = (field: string, shown: string | number | null | undefined) => boolean;

/** Tells whether a company field's shown value came from an approved user contribution (from the history). */
export function useIsContributed(companyId: string): IsContributed {
  const { data } = useCompanyContributions(companyId);
  const values = useMemo(() => contributedValues(data?.list ?? []), [data]);
  return (field, shown) => isContributed(values, field, shown);
}
