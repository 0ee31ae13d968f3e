import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { aaaId } from "../companies/index.ts";
import { IDS, insertProfileFixture } from "./company-profile.fixture.ts";

describe("company profile API: ownership", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertProfileFixture(t.database);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: "POST", url: `/csi/backgroud/${path}`, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("builds the tree up to the ultimate owners, multiplying shares along each path", async () => {
    const tree = await post("getCompanyShareholderChartV2", { id: IDS.subject });
    expect(tree.root).toMatchObject({ companyId: IDS.subject, name: "Subject Holdings Ltd", isDemo: true });
    const byName = (name: string) => tree.nodes.filter((n: { name: string }) => n.name === name);
    expect(byName("Parent Alpha SA")[0]).toMatchObject({ level: 1, share: 55, effectiveShare: 55, parentKey: null });
    expect(byName("Alice Owner")[0]).toMatchObject({ level: 2, effectiveShare: 27.5, isUbo: true });
    // Top Holding is reached twice: through Parent Alpha (level 2) and Parent Beta (level 2).
    expect(
      byName("Top Holding AG")
        .map((n: { effectiveShare: number }) => n.effectiveShare)
        .sort(),
    ).toEqual([27.5, 40]);
    expect(byName("Bob Founder").map((n: { level: number }) => n.level)).toEqual([3, 3]);
    const foundation = byName("Green Foundation")[0];
    expect(foundation).toMatchObject({
      share: null,
      shareMin: 1,
      shareMax: 5,
      effectiveShare: null,
      effectiveMin: 1,
      effectiveMax: 5,
    });
    expect(byName("Old Owner")).toEqual([]);
    expect(tree.truncated).toBe(false);
    // Every node but the first level hangs under a node of the tree.
    const keys = new Set(tree.nodes.map((n: { key: string }) => n.key));
    for (const node of tree.nodes) if (node.parentKey !== null) expect(keys.has(node.parentKey)).toBe(true);
  });

  it("sums an owner over every path and flags UBOs (threshold or the source's beneficial flag)", async () => {
    const { ultimateOwners, uboThresholdPercent } = await post("getCompanyShareholderChartV2", { aaaId: aaaId(1001) });
    expect(uboThresholdPercent).toBe(25);
    const owner = (name: string) => ultimateOwners.find((o: { name: string }) => o.name === name);
    expect(owner("Bob Founder")).toMatchObject({ effectiveShare: 67.5, paths: 2, isUbo: true, partyType: "person" });
    expect(owner("Alice Owner")).toMatchObject({ effectiveShare: 27.5, paths: 1, isUbo: true });
    expect(owner("Eve Director")).toMatchObject({ effectiveShare: null, isUbo: true });
    expect(owner("Green Foundation")).toMatchObject({ effectiveMin: 1, effectiveMax: 5, isUbo: false });
    expect(owner("Top Holding AG")).toBeUndefined();
  });

  it("keeps the source's indirect statements beside the tree, never as edges", async () => {
    const tree = await post("getCompanyShareholderChartV2", { id: IDS.subject });
    expect(tree.declaredOwners).toEqual([
      expect.objectContaining({
        name: "Bob Founder",
        partyType: "person",
        share: 67.5,
        isBeneficial: true,
        interestType: "shareholding",
      }),
      expect.objectContaining({
        name: "Top Holding AG",
        partyAaaId: aaaId(1004),
        interestType: "ultimate-parent",
        isBeneficial: false,
      }),
    ]);
    expect(tree.nodes.filter((n: { level: number }) => n.level === 1)).toHaveLength(4);
    const snapshot = await post("getCompanySnapshot", { id: IDS.subject });
    expect(snapshot.shareholders.count).toBe(4);
  });

  it("stops at a cycle: the looping owner is shown once, marked, and not followed", async () => {
    const tree = await post("getCompanyShareholderChartV2", { companyId: Number(IDS.cycleCorp) });
    const rows = tree.nodes.map((n: { name: string; level: number; isCycle: boolean; effectiveShare: number }) => [
      n.name,
      n.level,
      n.isCycle,
      n.effectiveShare,
    ]);
    expect(rows).toEqual([
      ["Loop Ltd", 1, false, 70],
      ["Cycle Corp", 2, true, 70],
      ["Carol Minor", 2, false, 21],
    ]);
    expect(tree.ultimateOwners).toEqual([
      expect.objectContaining({ name: "Carol Minor", effectiveShare: 21, isUbo: false }),
    ]);
  });

  it("shows only the direct shareholders in the V1 chart", async () => {
    const tree = await post("getCompanyShareholderChart", { id: IDS.subject });
    expect(tree.maxDepth).toBe(1);
    expect(tree.nodes.map((n: { name: string }) => n.name).sort()).toEqual([
      "Eve Director",
      "Green Foundation",
      "Parent Alpha SA",
      "Parent Beta GmbH",
    ]);
    const alpha = tree.nodes.find((n: { name: string }) => n.name === "Parent Alpha SA");
    expect(alpha).toMatchObject({ hasMore: true, partyAaaId: aaaId(1002) });
  });

  it("lists every level in the ownership table, and summarises it", async () => {
    const ownership = await post("getCompanyOwnership", { id: IDS.subject });
    expect(ownership.total).toBe(ownership.list.length);
    expect(ownership.list.every((n: { source: string; isDemo: boolean }) => n.source === "demo-1" && n.isDemo)).toBe(
      true,
    );
    const summary = await post("getShareholderSummary", { id: IDS.subject });
    expect(summary).toMatchObject({
      directCount: 4,
      levels: 3,
      uboCount: 3,
      disclosedShare: 95,
      source: "demo-1",
      isDemo: true,
    });
    expect(summary.largest).toMatchObject({ name: "Parent Alpha SA", share: 55 });
    // Parties counted once: Alpha, Beta, foundation, Eve, Alice, Top Holding, Bob.
    expect(summary.totalCount).toBe(7);
    const chart = await post("getShareholderChartSummary", { id: IDS.subject });
    expect(chart.slices.map((s: { name: string; share: number }) => [s.name, s.share])).toEqual([
      ["Parent Alpha SA", 55],
      ["Parent Beta GmbH", 40],
    ]);
    expect(chart).toMatchObject({ undisclosed: 5, rangedCount: 1 });
  });

  it("lists investments and draws them down the levels", async () => {
    const investments = await post("getCompanyInvestment", { id: IDS.subject });
    expect(investments.list).toEqual([
      expect.objectContaining({
        name: "Subsidiary One Inc",
        share: 75,
        aaaId: aaaId(1007),
        countryCode: "US",
        isDemo: true,
      }),
    ]);
    const chart = await post("getCompanyInvestmentChart", { id: IDS.subject });
    expect(
      chart.nodes.map((n: { name: string; level: number; effectiveShare: number }) => [
        n.name,
        n.level,
        n.effectiveShare,
      ]),
    ).toEqual([
      ["Subsidiary One Inc", 1, 75],
      ["Grandchild LLC", 2, 75],
    ]);
  });

  it("runs the same on a company without owners", async () => {
    const tree = await post("getCompanyShareholderChartV2", { id: IDS.sister });
    expect(tree).toMatchObject({ nodes: [], ultimateOwners: [], truncated: false });
    expect(await post("getShareholderChartSummary", { id: IDS.sister })).toEqual({
      slices: [],
      undisclosed: null,
      rangedCount: 0,
    });
  });
});
