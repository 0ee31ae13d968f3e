import type { ComponentType } from "react";
import type { parsePerformanceSearch } from "../../../../../../features/company-performance/index.ts";

type PerformanceSearch = ReturnType<typeof parsePerformanceSearch>;
type TabProps = { companyId: string; search: PerformanceSearch; onSearch: (next: PerformanceSearch) => void };

/** What a performance tab's route passes it: the company, and the currency and periods kept in the URL. */
export function PerformanceTabRoute({
  Tab,
  id,
  search,
  navigate,
}: {
  Tab: ComponentType<TabProps>;
  id: string;
  search: PerformanceSearch;
  navigate: (options: { search: PerformanceSearch; replace: boolean }) => Promise<void>;
}) {
  return <Tab companyId={id} search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
