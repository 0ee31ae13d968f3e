import { useId, useMemo, type KeyboardEvent } from "react";
import { Tree, hierarchy, type HierarchyPointNode } from "@visx/hierarchy";
import { LinkVertical } from "@visx/shape";
import { buildTree, clipLabel, extentOf, type TreeDatum, type TreeEdge } from "./tree-model.ts";
import { ZoomFrame } from "./zoom-frame.tsx";

/** How a node looks; the feature says it, in the user's language. */
export type TreeNodeView = {
  title: string;
  subtitle: string;
  detail?: string;
  tone: "root" | "company" | "person" | "other";
  isHighlighted?: boolean;
  badge?: string;
  isDashed?: boolean;
  isOpenable?: boolean;
  tooltip: string;
};

type HierarchyChartProps<T extends TreeEdge> = {
  rootId: string;
  rootView: TreeNodeView;
  edges: readonly T[];
  /** "up": owners above the subject; "down": holdings below it. */
  direction: "up" | "down";
  collapsed: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onOpen?: (edge: T) => void;
  describe: (edge: T) => TreeNodeView;
  toggleLabel: (hidden: number, isCollapsed: boolean) => string;
  label: string;
  height?: number;
  testId?: string;
};

type Point = { x: number; y: number };

const NODE_W = 224;
const NODE_H = 66;
const GAP_X = 28;
const GAP_Y = 72;

const TONES = {
  root: { fill: "#0b3b66", stroke: "#0b3b66", text: "#ffffff", sub: "#d6e8f6", accent: "#f2b544" },
  company: { fill: "#ffffff", stroke: "#cbd5e1", text: "#0f172a", sub: "#64748b", accent: "#1f6fb2" },
  person: { fill: "#ffffff", stroke: "#cbd5e1", text: "#0f172a", sub: "#64748b", accent: "#7c3aed" },
  other: { fill: "#ffffff", stroke: "#cbd5e1", text: "#0f172a", sub: "#64748b", accent: "#0d9488" },
} as const;

/** A tidy tree of cards around the subject, pannable and zoomable, with collapsible branches. */
export function HierarchyChart<T extends TreeEdge>(props: HierarchyChartProps<T>) {
  const { rootId, edges, collapsed, direction, height = 560 } = props;
  const root = useMemo(() => hierarchy(buildTree(rootId, edges, collapsed)), [rootId, edges, collapsed]);
  const sign = direction === "up" ? -1 : 1;
  return (
    <Tree<TreeDatum<T>> root={root} nodeSize={[NODE_W + GAP_X, NODE_H + GAP_Y]}>
      {(laid) => {
        const nodes = laid.descendants();
        const extent = extentOf(
          nodes.map((n) => ({ x: n.x, y: sign * n.y })),
          NODE_W / 2 + 16,
          NODE_H / 2 + 28,
        );
        return (
          <ZoomFrame
            height={height}
            extent={extent}
            fitKey={`${nodes.length}`}
            label={props.label}
            testId={props.testId}
          >
            {laid.links().map((link) => (
              <LinkVertical
                key={`${link.source.data.id}>${link.target.data.id}`}
                data={{
                  source: { x: link.source.x, y: sign * (link.source.y + NODE_H / 2) },
                  target: { x: link.target.x, y: sign * (link.target.y - NODE_H / 2) },
                }}
                x={(p: Point) => p.x}
                y={(p: Point) => p.y}
                stroke={
                  link.target.data.edge && props.describe(link.target.data.edge).isHighlighted ? "#dc9b1e" : "#94a3b8"
                }
                strokeWidth={1.5}
                fill="none"
              />
            ))}
            {nodes.map((node) => (
              <ChartNode key={node.data.id} node={node} sign={sign} {...props} />
            ))}
          </ZoomFrame>
        );
      }}
    </Tree>
  );
}

function ChartNode<T extends TreeEdge>({
  node,
  sign,
  rootView,
  describe,
  onOpen,
  onToggle,
  toggleLabel,
}: HierarchyChartProps<T> & { node: HierarchyPointNode<TreeDatum<T>>; sign: number }) {
  const edge = node.data.edge;
  const view = edge ? describe(edge) : rootView;
  const tone = TONES[view.tone];
  const isOpenable = Boolean(edge && view.isOpenable && onOpen);
  const open = () => {
    if (edge && isOpenable) onOpen?.(edge);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open();
    }
  };
  const x = node.x - NODE_W / 2;
  const y = sign * node.y - NODE_H / 2;
  const toggleY = sign < 0 ? y - 12 : y + NODE_H + 12;
  const title = clipLabel(view.title, view.badge ? 24 : 29);
  const subtitle = clipLabel(view.subtitle, 34);
  const detail = view.detail ? clipLabel(view.detail, 34) : null;
  // Named by what it shows (speech users say the visible words); the full text is its description: the
  // tooltip (<title>) stays outside the link, else its text would count as the link's visible text.
  const name = [title, subtitle, detail, view.badge].filter(Boolean).join(", ");
  const tooltipId = useId();
  return (
    <g data-testid="chart-node" data-ubo={view.isHighlighted ? "true" : undefined}>
      <title id={tooltipId}>{view.tooltip}</title>
      <g
        transform={`translate(${x}, ${y})`}
        {...(isOpenable
          ? {
              role: "link",
              tabIndex: 0,
              onClick: open,
              onKeyDown: onKey,
              "aria-label": name,
              "aria-describedby": tooltipId,
            }
          : {})}
        className={
          isOpenable
            ? "cursor-pointer outline-none [&:focus-visible>rect]:stroke-[#1f6fb2] [&:hover>rect]:stroke-[#1f6fb2]"
            : undefined
        }
      >
        {/* Each line ends in a space (not drawn): read together, the lines stay separate words. */}
        <rect
          width={NODE_W}
          height={NODE_H}
          rx={10}
          fill={view.isHighlighted ? "#fffbeb" : tone.fill}
          stroke={view.isHighlighted ? "#dc9b1e" : tone.stroke}
          strokeWidth={view.isHighlighted ? 2 : 1.25}
          strokeDasharray={view.isDashed ? "5 4" : undefined}
        />
        <rect x={0} y={10} width={4} height={NODE_H - 20} rx={2} fill={tone.accent} />
        <text x={14} y={22} fontSize={12.5} fontWeight={600} fill={tone.text}>
          {title}{" "}
        </text>
        <text x={14} y={39} fontSize={11} fill={tone.sub}>
          {subtitle}{" "}
        </text>
        {detail ? (
          <text x={14} y={55} fontSize={11} fontWeight={500} fill={view.tone === "root" ? tone.sub : "#0b3b66"}>
            {detail}{" "}
          </text>
        ) : null}
        {view.badge ? (
          <g transform={`translate(${NODE_W - 46}, 9)`}>
            <rect width={38} height={17} rx={8.5} fill="#dc9b1e" />
            <text x={19} y={12} fontSize={10} fontWeight={700} fill="#ffffff" textAnchor="middle">
              {view.badge}
            </text>
          </g>
        ) : null}
      </g>
      {node.data.childCount > 0 && edge ? (
        <g
          transform={`translate(${node.x}, ${toggleY})`}
          role="button"
          tabIndex={0}
          aria-label={toggleLabel(node.data.childCount, node.data.isCollapsed)}
          aria-expanded={!node.data.isCollapsed}
          onClick={() => onToggle(edge.key)}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === " ") {
              event.preventDefault();
              onToggle(edge.key);
            }
          }}
          className="cursor-pointer outline-none [&:focus-visible>circle]:stroke-[#1f6fb2]"
          data-testid="chart-toggle"
        >
          <title>{toggleLabel(node.data.childCount, node.data.isCollapsed)}</title>
          <circle r={10} fill="#ffffff" stroke="#64748b" strokeWidth={1.25} />
          <text y={4} fontSize={node.data.isCollapsed ? 10 : 13} fontWeight={700} fill="#334155" textAnchor="middle">
            {node.data.isCollapsed ? `+${node.data.childCount}` : "−"}
          </text>
        </g>
      ) : null}
    </g>
  );
}
