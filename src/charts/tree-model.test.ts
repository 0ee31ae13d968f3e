import { describe, expect, it } from "vitest";
import {
  buildStar,
  buildTree,
  clipLabel,
  collapsedBeyond,
  deepestLevel,
  extentOf,
  fitExtent,
  polarToCartesian,
  toggled,
} from "./tree-model.ts";

const edges = [
  { key: "a", parentKey: null, level: 1 },
  { key: "b", parentKey: null, level: 1 },
  { key: "a/c", parentKey: "a", level: 2 },
  { key: "a/c/d", parentKey: "a/c", level: 3 },
];

type Shape = { id: string; childCount: number; isCollapsed: boolean; children: Shape[] };
const shape = (node: Shape): unknown => [node.id, node.childCount, node.isCollapsed, node.children.map(shape)];

describe("tree model", () => {
  it("nests edges under the root", () => {
    expect(shape(buildTree("root", edges, new Set()))).toEqual([
      "root",
      2,
      false,
      [
        ["a", 1, false, [["a/c", 1, false, [["a/c/d", 0, false, []]]]]],
        ["b", 0, false, []],
      ],
    ]);
  });

  it("hides the children of collapsed nodes but counts them", () => {
    const tree = buildTree("root", edges, new Set(["a"]));
    expect(tree.children[0]).toMatchObject({ id: "a", childCount: 1, isCollapsed: true, children: [] });
    // Collapsing a leaf changes nothing.
    expect(buildTree("root", edges, new Set(["b"])).children[1]).toMatchObject({ isCollapsed: false });
  });

  it("hangs an edge whose parent is missing under the root", () => {
    const tree = buildTree("root", [{ key: "x/y", parentKey: "x", level: 2 }], new Set());
    expect(tree.children.map((c) => c.id)).toEqual(["x/y"]);
  });

  it("collapses to a number of levels, and toggles nodes", () => {
    expect(deepestLevel(edges)).toBe(3);
    expect([...collapsedBeyond(edges, 1)]).toEqual(["a", "a/c"]);
    expect([...collapsedBeyond(edges, 2)]).toEqual(["a/c"]);
    expect(collapsedBeyond(edges, 3).size).toBe(0);
    expect([...toggled(new Set(["a"]), "a")]).toEqual([]);
    expect([...toggled(new Set(), "a")]).toEqual(["a"]);
  });

  it("fits an extent into a viewport, never enlarging past the maximum", () => {
    const extent = extentOf([
      { x: -100, y: 0 },
      { x: 100, y: 50 },
    ]);
    expect(extent).toEqual({ minX: -100, maxX: 100, minY: 0, maxY: 50 });
    expect(fitExtent(extent, 400, 100)).toEqual({ scale: 1, translateX: 200, translateY: 25 });
    expect(fitExtent(extent, 100, 100).scale).toBe(0.5);
    expect(extentOf([], 10, 5)).toEqual({ minX: -10, maxX: 10, minY: -5, maxY: 5 });
  });

  it("converts polar to cartesian from 12 o'clock", () => {
    const p = polarToCartesian(Math.PI / 2, 10);
    expect(p.x).toBeCloseTo(10);
    expect(p.y).toBeCloseTo(0);
    expect(polarToCartesian(0, 10).y).toBeCloseTo(-10);
  });

  it("clips labels and groups star nodes", () => {
    expect(clipLabel("Subject Holdings Limited", 10)).toBe("Subject H…");
    expect(clipLabel("Short", 10)).toBe("Short");
    const star = buildStar("root", [
      { key: "1", group: "parent" },
      { key: "2", group: "subsidiary" },
      { key: "3", group: "subsidiary" },
    ]);
    expect(star.children.map((g) => [g.group, g.count])).toEqual([
      ["parent", 1],
      ["subsidiary", 2],
    ]);
  });
});
