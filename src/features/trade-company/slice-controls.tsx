import { FlowSwitch, YearSelect } from "../trade-product/index.ts";
import { useFlowLabels } from "../trade-country/index.ts";
import { useCompanyYears } from "./queries.ts";
import type { CompanyTabProps } from "./tab-props.ts";

/** Imports or exports, and the year (the years with records in that direction). */
export function SliceControls({
  companyId,
  flow,
  year,
  shown,
  onFlow,
  onYear,
}: CompanyTabProps & { shown: number | null | undefined }) {
  const years = useCompanyYears(companyId, flow);
  return (
    <>
      <FlowSwitch flow={flow} onChange={onFlow} labels={useFlowLabels()} />
      <YearSelect years={years.data?.years ?? []} year={shown ?? year ?? null} onChange={onYear} />
    </>
  );
}
