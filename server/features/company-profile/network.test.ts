import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signedInTestUser } from "../../test/signed-in.ts";
import { aaaId } from "../companies/index.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { ALPHA_LEI, BRANCH_LEI, IDS, insertProfileFixture } from "./company-profile.fixture.ts";

describe("company profile API: related companies, branches, management, people", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await insertProfileFixture(t.database);
    ({ token } = await signedInTestUser(t));
  });
  afterAll(() => t.close());

  // Signed in: person contact data needs an account (issue 20, finding 6).
  const post = async (path: string, body: Record<string, unknown>) => {
    const headers = { authorization: token };
    const res = await t.app.inject({ method: "POST", url: `/csi/backgroud/${path}`, payload: body, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("relates companies from own records, records naming the company, and GLEIF", async () => {
    const related = await post("getCompanyRelated", { id: IDS.subject });
    const rows = related.list.map((r: { relation: string; name: string; aaaId: string | null; source: string }) => [
      r.relation,
      r.name,
      r.aaaId,
      r.source,
    ]);
    expect(rows).toEqual([
      ["subsidiary", "Subsidiary One Inc", aaaId(1007), "demo-1"],
      ["affiliate", "Affiliate Partners", null, "demo-1"],
      ["subsidiary", "Sister Services Ltd", aaaId(1009), "demo-1"],
      ["parent", "Parent Alpha SA", aaaId(1002), "gleif-rr-test"],
    ]);
    expect(related.list.find((r: { lei: string }) => r.lei === ALPHA_LEI)).toMatchObject({ isDemo: false });
    const parents = await post("getCompanyRelated", { id: IDS.subject, relation: "parent" });
    expect(parents.list.map((r: { name: string }) => r.name)).toEqual(["Parent Alpha SA"]);
  });

  it("summarises and charts the related companies", async () => {
    const summary = await post("getRelatedSummary", { id: IDS.subject });
    expect(summary).toMatchObject({ total: 4, source: "demo-1, gleif-rr-test", isDemo: false });
    expect(summary.byRelation).toEqual([
      { value: "subsidiary", count: 2 },
      { value: "affiliate", count: 1 },
      { value: "parent", count: 1 },
    ]);
    const chart = await post("getCompanyRelatedChart", { id: IDS.subject });
    expect(chart.root.aaaId).toBe(aaaId(1001));
    expect(chart.nodes).toHaveLength(4);
    expect(chart.nodes[0]).toMatchObject({
      group: "subsidiary",
      name: "Subsidiary One Inc",
      source: "demo-1",
      isDemo: true,
    });
  });

  it("lists branches, GLEIF international branches included, and charts them by country", async () => {
    const branches = await post("getCompanyBranch", { id: IDS.subject });
    expect(branches.list.map((b: { name: string; countryCode: string | null }) => [b.name, b.countryCode])).toEqual([
      ["Subject Holdings Berlin Branch", "DE"],
      ["Subject Holdings Paris Branch", "FR"],
      [BRANCH_LEI, null],
    ]);
    const chart = await post("getCompanyBranchChart", { id: IDS.subject });
    expect(chart.nodes.map((n: { group: string }) => n.group)).toEqual(["DE", "FR", ""]);
    expect(chart.nodes[0].name).toBe("Subject Holdings Berlin Branch (Berlin)");
  });

  it("lists management one row per person, current first, with roles and filters", async () => {
    const page = await post("getCompanyManagement", { id: IDS.subject });
    expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(
      page.list.map((o: { name: string; roles: string[]; isCurrent: boolean }) => [o.name, o.roles, o.isCurrent]),
    ).toEqual([
      ["Grace Chief", ["Chief Executive Officer", "Board Member"], true],
      ["Ivy Counsel", ["General Counsel"], true],
      ["Henry Former", ["Chief Financial Officer"], false],
    ]);
    expect(page.list[0]).toMatchObject({
      isShareholder: true,
      isVerified: true,
      department: "Management",
      otherCompanies: 0,
    });
    expect(page.list[1]).toMatchObject({ otherCompanies: 1, source: "demo-1", isDemo: true });
    const board = await post("getCompanyManagement", { id: IDS.subject, department: "Board" });
    expect(board.list.map((o: { name: string; roles: string[] }) => [o.name, o.roles.length])).toEqual([
      ["Grace Chief", 2],
    ]);
    const former = await post("getCompanyManagement", { id: IDS.subject, status: "former" });
    expect(former.list.map((o: { name: string }) => o.name)).toEqual(["Henry Former"]);
    const keyword = await post("getCompanyManagement", { id: IDS.subject, keyword: "IVY" });
    expect(keyword.list.map((o: { name: string }) => o.name)).toEqual(["Ivy Counsel"]);
    const second = await post("getCompanyManagement", { id: IDS.subject, pageNum: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(second.list.map((o: { name: string }) => o.name)).toEqual(["Henry Former"]);
  });

  it("summarises management and offers its filter values", async () => {
    expect(await post("getManagementSummary", { id: IDS.subject })).toEqual({
      total: 3,
      current: 2,
      former: 1,
      shareholders: 1,
      verified: 2,
      byDepartment: [
        { value: "Board", count: 1 },
        { value: "Finance", count: 1 },
        { value: "Legal", count: 1 },
        { value: "Management", count: 1 },
      ],
      source: "demo-1",
      isDemo: true,
    });
    const filter = await post("getManagementFilter", { id: IDS.subject });
    expect(filter.positions.map((p: { value: string }) => p.value)).toContain("General Counsel");
  });

  it("profiles a person and lists their other companies", async () => {
    const person = await post("getPersonProfile", { personId: IDS.grace, id: IDS.subject });
    expect(person).toMatchObject({ name: "Grace Chief", education: "MBA, London Business School", companyCount: 2 });
    expect(person.roles.map((r: { position: string }) => r.position).sort()).toEqual([
      "Board Member",
      "Chief Executive Officer",
    ]);
    const others = await post("getPersonRelateCompany", { personId: IDS.grace, id: IDS.subject });
    expect(others.list).toEqual([
      expect.objectContaining({ name: "Grandchild LLC", relation: "shareholder", share: 12, positions: [] }),
    ]);
    const ivy = await post("getPersonRelateCompany", { personId: Number(IDS.ivy), aaaId: aaaId(1001) });
    expect(ivy.list).toEqual([
      expect.objectContaining({ name: "Parent Alpha SA", relation: "officer", positions: ["Board Member"] }),
    ]);
  });

  it("answers an unknown person with 404", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/csi/backgroud/getPersonProfile",
      payload: { personId: "99999" },
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(SERVER_MESSAGES.personNotFound.en);
  });

  it("finds other contact e-mails on the company's domain", async () => {
    const emails = await post("searchMoreEmail", { id: IDS.subject });
    expect(emails.domain).toBe("subject.example");
    expect(emails.list.map((e: { email: string; position: string | null }) => [e.email, e.position])).toEqual([
      ["grace@subject.example", "Chief Executive Officer"],
      ["henry@subject.example", "Chief Financial Officer"],
    ]);
    expect(await post("searchMoreEmail", { id: IDS.sister })).toEqual({ domain: null, list: [] });
  });
});
