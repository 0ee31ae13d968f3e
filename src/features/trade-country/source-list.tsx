import { Trans } from "@lingui/react/macro";
import type { CountryData } from "../../../contract/trade-country.ts";
import { DemoLabel } from "../trade-product/index.ts";

/** The data sets behind a tab's figures: real ones named, generated ones labelled demo. */
export function SourceList({ sources }: { sources: readonly CountryData["sources"][number][] }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500" data-testid="tab-sources">
      <Trans>Sources:</Trans>
      {sources.map((s) =>
        s.isDemo ? (
          <DemoLabel key={s.source} />
        ) : (
          <span key={s.source} className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
            {s.source}
          </span>
        ),
      )}
    </p>
  );
}
