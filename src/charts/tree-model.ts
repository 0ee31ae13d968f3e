/**
 * Pure helpers for hierarchical charts (ownership and investment trees): the flat list of edges the
 * API gives (`key`, `parentKey`) into nested nodes under a root, with collapsed branches, and the
 * extent of a laid-out tree to fit it into a viewport. No React, no DOM.
 */

export type TreeEdge = { key: string; parentKey: string | null; level: number };

export type TreeDatum<T> = {
  id: string;
  /** The edge, or null for the root (the subject company). */
  edge: T | null;
  children: TreeDatum<T>[];
  /** Children that exist, shown or not. */
  childCount: number;
  isCollapsed: boolean;
};

/** Nests the edges under the root; the children of a collapsed node are counted, not shown. */
export function buildTree<T extends TreeEdge>(
  rootId: string,
  edges: readonly T[],
  collapsed: ReadonlySet<string>,
): TreeDatum<T> {
  const byParent = new Map<string | null, T[]>();
  for (const edge of edges) {
    const siblings = byParent.get(edge.parentKey) ?? [];
    siblings.push(edge);
    byParent.set(edge.parentKey, siblings);
  }
  const keys = new Set(edges.map((e) => e.key));
  // An edge whose parent is missing (cut by a server limit) hangs under the root rather than vanishing.
  const orphans = edges.filter((e) => e.parentKey !== null && !keys.has(e.parentKey));
  const make = (id: string, edge: T | null, path: ReadonlySet<string>): TreeDatum<T> => {
    const own = edge === null ? [...(byParent.get(null) ?? []), ...orphans] : (byParent.get(edge.key) ?? []);
    const children = own.filter((child) => !path.has(child.key));
    const isCollapsed = edge !== null && collapsed.has(edge.key) && children.length > 0;
    const nextPath = new Set(path).add(id);
    return {
      id,
      edge,
      children: isCollapsed ? [] : children.map((child) => make(child.key, child, nextPath)),
      childCount: children.length,
      isCollapsed,
    };
  };
  return make(rootId, null, new Set());
}

/** The deepest level among the edges (0 without edges). */
export function deepestLevel(edges: readonly TreeEdge[]): number {
  return edges.reduce((max, e) => Math.max(max, e.level), 0);
}

/** Collapses every node at `level` and below that has children, so that `level` levels show. */
export function collapsedBeyond(edges: readonly TreeEdge[], level: number): Set<string> {
  const parents = new Set(edges.map((e) => e.parentKey));
  return new Set(edges.filter((e) => e.level >= level && parents.has(e.key)).map((e) => e.key));
}

/** Toggles one node in a collapsed set (a new set: state stays immutable). */
export function toggled(collapsed: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(collapsed);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

export type Extent = { minX: number; maxX: number; minY: number; maxY: number };

export function extentOf(points: readonly { x: number; y: number }[], padX = 0, padY = 0): Extent {
  if (points.length === 0) return { minX: -padX, maxX: padX, minY: -padY, maxY: padY };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    minX: Math.min(...xs) - padX,
    maxX: Math.max(...xs) + padX,
    minY: Math.min(...ys) - padY,
    maxY: Math.max(...ys) + padY,
  };
}

export type Fit = { scale: number; translateX: number; translateY: number };

/** Scale (at most `maxScale`) and translation that centre the extent in a width x height viewport. */
export function fitExtent(extent: Extent, width: number, height: number, maxScale = 1): Fit {
  const w = Math.max(1, extent.maxX - extent.minX);
  const h = Math.max(1, extent.maxY - extent.minY);
  const scale = Math.min(maxScale, width / w, height / h);
  return {
    scale,
    translateX: width / 2 - scale * (extent.minX + w / 2),
    translateY: height / 2 - scale * (extent.minY + h / 2),
  };
}

/** Polar (angle in radians from 12 o'clock, radius) to cartesian, for radial layouts. */
export function polarToCartesian(angle: number, radius: number): { x: number; y: number } {
  return { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
}

/** A label cut to `max` characters with an ellipsis (SVG text does not wrap). */
export function clipLabel(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/** Groups of a star chart: the subject at the centre, one branch per group, its members around it. */
export function buildStar<T extends { key: string; group: string }>(rootId: string, nodes: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const node of nodes) groups.set(node.group, [...(groups.get(node.group) ?? []), node]);
  return {
    id: rootId,
    kind: "root" as const,
    children: [...groups.entries()].map(([group, members]) => ({
      id: `group:${group}`,
      kind: "group" as const,
      group,
      count: members.length,
      children: members.map((member) => ({ id: member.key, kind: "leaf" as const, member, children: [] })),
    })),
  };
}
