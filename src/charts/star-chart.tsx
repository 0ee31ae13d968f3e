import { useId, useMemo, type KeyboardEvent } from "react";
import { Tree, hierarchy } from "@visx/hierarchy";
import { LinkRadial } from "@visx/shape";
import { buildStar, clipLabel, extentOf, polarToCartesian } from "./tree-model.ts";
import { ZoomFrame } from "./zoom-frame.tsx";

export type StarMember = { key: string; group: string; name: string; isOpenable: boolean; tooltip: string };

type StarChartProps<T extends StarMember> = {
  rootName: string;
  members: readonly T[];
  groupLabel: (group: string, count: number) => string;
  onOpen?: (member: T) => void;
  label: string;
  height?: number;
  testId?: string;
};

/** Colours of the groups, in order; the legend of the page uses the same ones. */
export const STAR_PALETTE = ["#1f6fb2", "#7c3aed", "#0d9488", "#dc9b1e", "#db2777", "#4f46e5", "#65a30d", "#ea580c"];

type PolarPoint = { x: number; y: number };
type StarNode = ReturnType<typeof buildStar<StarMember>> | StarGroup | StarLeaf;
type StarGroup = ReturnType<typeof buildStar<StarMember>>["children"][number];
type StarLeaf = StarGroup["children"][number];

/** The subject at the centre, its groups (relations, countries) around it, their members on the rim. */
export function StarChart<T extends StarMember>({
  rootName,
  members,
  groupLabel,
  onOpen,
  label,
  height = 560,
  testId,
}: StarChartProps<T>) {
  const star = useMemo(() => buildStar("root", members), [members]);
  const root = useMemo(() => hierarchy<StarNode>(star, (d) => d.children), [star]);
  const radius = Math.max(160, (members.length * 17) / (2 * Math.PI));
  const groupIndex = new Map(star.children.map((g, i) => [g.group, i]));
  const colour = (group: string) => STAR_PALETTE[(groupIndex.get(group) ?? 0) % STAR_PALETTE.length] ?? "#1f6fb2";
  const labelLength = (name: string) => Math.min(30, name.length) * 6.2 + 14;
  return (
    <Tree<StarNode>
      root={root}
      size={[2 * Math.PI, radius]}
      separation={(a, b) => (a.parent === b.parent ? 1 : 2) / Math.max(1, a.depth)}
    >
      {(laid) => {
        // The drawing's extent: every node, each leaf's label end, and the subject's name below it.
        const points = laid.descendants().flatMap((node) => {
          const point = polarToCartesian(node.x, node.y);
          const datum = node.data;
          if ("member" in datum) return [point, polarToCartesian(node.x, node.y + labelLength(datum.member.name))];
          if ("group" in datum) return [point, { x: point.x, y: point.y - 24 }];
          return [point, { x: -140, y: 60 }, { x: 140, y: -40 }];
        });
        const extent = extentOf(points, 24, 24);
        return (
          <ZoomFrame
            height={height}
            extent={extent}
            fitKey={`${members.length}`}
            label={label}
            testId={testId}
            maxScale={1.4}
          >
            {laid.links().map((link) => (
              <LinkRadial
                key={`${link.source.data.id}>${link.target.data.id}`}
                data={link}
                stroke="#cbd5e1"
                strokeWidth={1.25}
                fill="none"
                angle={(n: PolarPoint) => n.x}
                radius={(n: PolarPoint) => n.y}
              />
            ))}
            {laid.descendants().map((node) => {
              const point = polarToCartesian(node.x, node.y);
              const datum = node.data;
              if ("member" in datum) {
                const member = datum.member as T;
                return (
                  <StarLeafNode
                    key={datum.id}
                    x={point.x}
                    y={point.y}
                    angle={node.x}
                    colour={colour(member.group)}
                    member={member}
                    onOpen={onOpen}
                  />
                );
              }
              if ("group" in datum) {
                return (
                  <g key={datum.id} transform={`translate(${point.x}, ${point.y})`} data-testid="chart-group">
                    <circle r={7} fill={colour(datum.group)} stroke="#ffffff" strokeWidth={2} />
                    <text
                      y={-12}
                      fontSize={11.5}
                      fontWeight={600}
                      fill="#334155"
                      textAnchor="middle"
                      paintOrder="stroke"
                      stroke="#ffffff"
                      strokeWidth={4}
                    >
                      {groupLabel(datum.group, datum.count)}
                    </text>
                  </g>
                );
              }
              return (
                <g key={datum.id} data-testid="chart-node">
                  <circle r={18} fill="#0b3b66" />
                  <circle r={21} fill="none" stroke="#f2b544" strokeWidth={2} />
                  <text
                    y={40}
                    fontSize={13}
                    fontWeight={700}
                    fill="#0f172a"
                    textAnchor="middle"
                    paintOrder="stroke"
                    stroke="#ffffff"
                    strokeWidth={4}
                  >
                    {clipLabel(rootName, 36)}
                  </text>
                </g>
              );
            })}
          </ZoomFrame>
        );
      }}
    </Tree>
  );
}

function StarLeafNode<T extends StarMember>(props: {
  x: number;
  y: number;
  angle: number;
  colour: string;
  member: T;
  onOpen?: ((member: T) => void) | undefined;
}) {
  const { x, y, angle, colour, member, onOpen } = props;
  const isOpenable = member.isOpenable && Boolean(onOpen);
  // Named by the name it shows; the full name and its group are its description: the tooltip (<title>)
  // stays outside the link, else its text would count as the link's visible text.
  const label = clipLabel(member.name, 30);
  const tooltipId = useId();
  const degrees = (angle * 180) / Math.PI - 90;
  const isLeftSide = angle > Math.PI;
  const open = () => {
    if (isOpenable) onOpen?.(member);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      open();
    }
  };
  return (
    <g transform={`translate(${x}, ${y})`} data-testid="chart-node">
      <title id={tooltipId}>{member.tooltip}</title>
      <g
        {...(isOpenable
          ? {
              role: "link",
              tabIndex: 0,
              onClick: open,
              onKeyDown: onKey,
              "aria-label": label,
              "aria-describedby": tooltipId,
            }
          : {})}
        className={
          isOpenable
            ? "cursor-pointer outline-none [&:focus-visible>text]:underline [&:hover>text]:fill-[#1f6fb2]"
            : undefined
        }
      >
        <circle r={5} fill={colour} stroke="#ffffff" strokeWidth={1.5} />
        <text
          transform={`rotate(${isLeftSide ? degrees + 180 : degrees})`}
          x={isLeftSide ? -10 : 10}
          dy="0.32em"
          fontSize={11}
          fill="#0f172a"
          textAnchor={isLeftSide ? "end" : "start"}
        >
          {label}
        </text>
      </g>
    </g>
  );
}
