import {
  UBO_THRESHOLD_PERCENT,
  type CompanyInvestments,
  type CompanyOwnership,
  type OwnershipTree,
  type ShareholderChartSummary,
  type ShareholderSummary,
} from "../../../contract/company-profile-ownership.ts";
import type { CompanyRefInput } from "./company-ref.ts";
import type { CompanyRow, Db } from "./company.repo.ts";
import { heading, provenance, resolveCompany } from "./company.service.ts";
import {
  markUbos,
  shareholderChartSummary,
  shareholderSummary,
  toDeclared,
  toNode,
  ultimateOwners,
} from "./ownership-math.ts";
import { declaredOwners, investmentTree, ownershipTree } from "./ownership.repo.ts";

/** How far up the chains the tree goes, and how many edges it returns at most. */
export const OWNERSHIP_MAX_DEPTH = 10;
export const TREE_MAX_NODES = 1000;
export const INVESTMENT_CHART_DEPTH = 3;
export const LIST_MAX_ROWS = 500;

async function tree(db: Db, company: CompanyRow, depth: number) {
  const [rows, statements] = await Promise.all([
    ownershipTree(db, company.id, depth, TREE_MAX_NODES + 1),
    declaredOwners(db, company.id, LIST_MAX_ROWS),
  ]);
  const truncated = rows.length > TREE_MAX_NODES;
  const nodes = rows.slice(0, TREE_MAX_NODES).map(toNode);
  const declared = statements.map(toDeclared);
  const owners = ultimateOwners(nodes, declared);
  return { nodes: markUbos(nodes, owners), owners, declared, truncated };
}

export async function getCompanyOwnership(db: Db, ref: CompanyRefInput): Promise<CompanyOwnership> {
  const company = await resolveCompany(db, ref);
  const { nodes, owners, declared, truncated } = await tree(db, company, OWNERSHIP_MAX_DEPTH);
  return {
    list: nodes,
    total: nodes.length,
    truncated,
    ultimateOwners: owners,
    declaredOwners: declared,
    uboThresholdPercent: UBO_THRESHOLD_PERCENT,
  };
}

/** The shareholder chart: V1 shows the direct shareholders, V2 every level up to the ultimate owners. */
export async function getShareholderChart(db: Db, ref: CompanyRefInput, multiLevel: boolean): Promise<OwnershipTree> {
  const company = await resolveCompany(db, ref);
  const maxDepth = multiLevel ? OWNERSHIP_MAX_DEPTH : 1;
  const { nodes, owners, declared, truncated } = await tree(db, company, maxDepth);
  return {
    root: heading(company),
    nodes,
    ultimateOwners: owners,
    declaredOwners: declared,
    maxDepth,
    truncated,
    uboThresholdPercent: UBO_THRESHOLD_PERCENT,
  };
}

export async function getShareholderSummary(db: Db, ref: CompanyRefInput): Promise<ShareholderSummary> {
  const company = await resolveCompany(db, ref);
  const { nodes, owners } = await tree(db, company, OWNERSHIP_MAX_DEPTH);
  return shareholderSummary(nodes, owners, provenance(company));
}

export async function getShareholderChartSummary(db: Db, ref: CompanyRefInput): Promise<ShareholderChartSummary> {
  const company = await resolveCompany(db, ref);
  const { nodes } = await tree(db, company, 1);
  return shareholderChartSummary(nodes);
}

export async function getCompanyInvestment(db: Db, ref: CompanyRefInput): Promise<CompanyInvestments> {
  const company = await resolveCompany(db, ref);
  const rows = await investmentTree(db, company.id, 1, LIST_MAX_ROWS + 1);
  const list = rows.slice(0, LIST_MAX_ROWS).map((row) => {
    const node = toNode(row);
    return {
      companyId: node.partyCompanyId ?? "",
      aaaId: node.partyAaaId ?? "",
      name: node.name,
      countryCode: node.countryCode,
      interestType: node.interestType,
      share: node.share,
      shareMin: node.shareMin,
      shareMax: node.shareMax,
      startDate: node.startDate,
      source: node.source,
      isDemo: node.isDemo,
    };
  });
  return { list, total: list.length, truncated: rows.length > LIST_MAX_ROWS };
}

export async function getCompanyInvestmentChart(db: Db, ref: CompanyRefInput): Promise<OwnershipTree> {
  const company = await resolveCompany(db, ref);
  const rows = await investmentTree(db, company.id, INVESTMENT_CHART_DEPTH, TREE_MAX_NODES + 1);
  return {
    root: heading(company),
    nodes: rows.slice(0, TREE_MAX_NODES).map(toNode),
    ultimateOwners: [],
    declaredOwners: [],
    maxDepth: INVESTMENT_CHART_DEPTH,
    truncated: rows.length > TREE_MAX_NODES,
    uboThresholdPercent: UBO_THRESHOLD_PERCENT,
  };
}
