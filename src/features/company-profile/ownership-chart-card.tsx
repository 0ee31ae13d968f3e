import { useMemo, useState, type ReactNode } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OwnershipTree } from "../../../contract/company-profile-ownership.ts";
import { HierarchyChart, type TreeNodeView } from "../../charts/hierarchy-chart.tsx";
import { collapsedBeyond, deepestLevel, toggled } from "../../charts/tree-model.ts";
import { cn } from "../../lib/cn.ts";
import { Card, EmptyNote } from "./card.tsx";
import { useOpenCompany } from "./company-link.tsx";
import { describeEdge } from "./ownership-view.ts";
import { countryNameOf } from "./format.ts";

type OwnershipChartCardProps = {
  tree: OwnershipTree;
  direction: "up" | "down";
  title: string;
  description: string;
  empty: string;
  testId: string;
};

/** The interactive tree (pan, zoom, levels, collapse), for shareholders (up) or investments (down). */
export function OwnershipChartCard({ tree, direction, title, description, empty, testId }: OwnershipChartCardProps) {
  const { i18n, t } = useLingui();
  const openCompany = useOpenCompany();
  const deepest = deepestLevel(tree.nodes);
  const initialLevels = Math.min(deepest, 3);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => collapsedBeyond(tree.nodes, initialLevels));
  const [levels, setLevels] = useState<number | "all">(deepest <= 3 ? "all" : initialLevels);
  const provenance = tree.nodes[0] ?? tree.root;
  const rootView: TreeNodeView = useMemo(
    () => ({
      title: tree.root.name,
      subtitle: [tree.root.aaaId, tree.root.countryCode ? countryNameOf(tree.root.countryCode, i18n.locale) : null]
        .filter(Boolean)
        .join(" · "),
      detail: direction === "up" ? t`Subject company` : t`Investor`,
      tone: "root",
      tooltip: tree.root.name,
    }),
    [tree.root, direction, i18n.locale, t],
  );
  const showLevels = (value: number | "all") => {
    setLevels(value);
    setCollapsed(value === "all" ? new Set() : collapsedBeyond(tree.nodes, value));
  };
  const levelChoices = Array.from({ length: deepest }, (_, i) => i + 1);
  // Tall enough for the levels shown (a card is 66 px, a level 138 px), within 280-600 px.
  const shownLevels = levels === "all" || levels < 0 ? deepest : levels;
  const height = Math.max(280, Math.min(600, 138 * (shownLevels + 1) + 40));
  return (
    <Card
      title={title}
      description={description}
      provenance={provenance}
      testId={testId}
      isFlush
      actions={
        deepest > 1 ? (
          <div
            role="group"
            aria-label={t`Levels shown`}
            className="flex overflow-hidden rounded-md ring-1 ring-slate-300"
          >
            {[...levelChoices.filter((l) => l < deepest), "all" as const].map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={levels === value}
                onClick={() => showLevels(value)}
                className={cn(
                  "px-2.5 py-1 text-xs font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-brand-500",
                  levels === value ? "bg-brand-700 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
                )}
              >
                {value === "all" ? t`All levels` : value}
              </button>
            ))}
          </div>
        ) : null
      }
    >
      {tree.nodes.length === 0 ? (
        <div className="p-4 sm:p-5">
          <EmptyNote>{empty}</EmptyNote>
        </div>
      ) : (
        <>
          <div className="border-b border-slate-100 bg-slate-50/70">
            <HierarchyChart
              rootId={`root:${tree.root.companyId}`}
              rootView={rootView}
              edges={tree.nodes}
              direction={direction}
              collapsed={collapsed}
              onToggle={(key) => {
                setLevels(-1);
                setCollapsed((current) => toggled(current, key));
              }}
              onOpen={(edge) => {
                if (edge.partyAaaId) openCompany(edge.partyAaaId);
              }}
              describe={(edge) => describeEdge(edge, i18n, direction)}
              toggleLabel={(hidden, isCollapsed) =>
                isCollapsed
                  ? plural(hidden, { one: "Show # more", other: "Show # more" })
                  : plural(hidden, { one: "Hide the # above", other: "Hide the # above" })
              }
              label={title}
              height={height}
              testId={`${testId}-canvas`}
            />
          </div>
          <ChartLegend direction={direction} truncated={tree.truncated} />
        </>
      )}
    </Card>
  );
}

function ChartLegend({ direction, truncated }: { direction: "up" | "down"; truncated: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3 text-xs text-slate-600 sm:px-5">
      <Swatch className="bg-brand-500" label={<Trans>Company</Trans>} />
      <Swatch className="bg-violet-600" label={<Trans>Natural person</Trans>} />
      <Swatch className="bg-teal-600" label={<Trans>Other owner</Trans>} />
      {direction === "up" ? (
        <Swatch className="border-2 border-gold-500 bg-amber-50" label={<Trans>Ultimate beneficial owner</Trans>} />
      ) : null}
      <Swatch className="border border-dashed border-slate-500 bg-white" label={<Trans>Circular ownership</Trans>} />
      <span className="text-slate-500">
        <Trans>Drag to move, scroll or use the buttons to zoom; click a company to open its profile.</Trans>
      </span>
      {truncated ? (
        <span className="text-amber-700">
          <Trans>The chart shows the first 1,000 links only.</Trans>
        </span>
      ) : null}
    </div>
  );
}

function Swatch({ className, label }: { className: string; label: ReactNode }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className={cn("inline-block size-3 rounded-sm", className)} />
      {label}
    </span>
  );
}
