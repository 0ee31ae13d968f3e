import { Trans, useLingui } from "@lingui/react/macro";
import type { NetworkChart } from "../../../contract/company-profile-network.ts";
import { StarChart, STAR_PALETTE } from "../../charts/star-chart.tsx";
import { Card, EmptyNote } from "./card.tsx";
import { useOpenCompany } from "./company-link.tsx";

type NetworkChartCardProps = {
  chart: NetworkChart;
  title: string;
  description: string;
  empty: string;
  groupLabel: (group: string) => string;
  testId: string;
};

/** A star chart of related companies or branches around the subject, with its legend. */
export function NetworkChartCard({ chart, title, description, empty, groupLabel, testId }: NetworkChartCardProps) {
  const { t } = useLingui();
  const openCompany = useOpenCompany();
  const members = chart.nodes.map((n) => ({
    key: n.key,
    group: n.group,
    name: n.name,
    aaaId: n.aaaId,
    isOpenable: Boolean(n.aaaId),
    tooltip: [n.name, groupLabel(n.group), n.aaaId ? t`Click to open its profile` : null].filter(Boolean).join("\n"),
  }));
  const groups = [...new Set(chart.nodes.map((n) => n.group))];
  return (
    <Card title={title} description={description} provenance={chart.nodes[0] ?? chart.root} testId={testId} isFlush>
      {members.length ? (
        <>
          <div className="border-b border-slate-100 bg-slate-50/70">
            <StarChart
              rootName={chart.root.name}
              members={members}
              groupLabel={(group, count) => `${groupLabel(group)} (${count})`}
              onOpen={(m) => {
                if (m.aaaId) openCompany(m.aaaId);
              }}
              label={title}
              height={members.length > 40 ? 620 : members.length > 8 ? 480 : 360}
              testId={`${testId}-canvas`}
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3 text-xs text-slate-600 sm:px-5">
            {groups.map((group, i) => (
              <span key={group} className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-full" style={{ background: STAR_PALETTE[i % STAR_PALETTE.length] }} />
                {groupLabel(group)}
              </span>
            ))}
            {chart.truncated ? (
              <span className="text-amber-700">
                <Trans>The chart shows the first 150 only; the list below has them all.</Trans>
              </span>
            ) : null}
          </div>
        </>
      ) : (
        <div className="p-4 sm:p-5">
          <EmptyNote>{empty}</EmptyNote>
        </div>
      )}
    </Card>
  );
}
