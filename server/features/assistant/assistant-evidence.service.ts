import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { CompanySnapshot } from "../../../contract/company-profile-background.ts";
import type { Citation } from "../../../contract/assistant.ts";
import { getCompanyManagement, getCompanyOwnership, getCompanySnapshot } from "../company-profile/index.ts";
import { companyTrade, type CompanyTrade } from "../trade/index.ts";

export type Owner = {
  name: string;
  aaaId: string | null;
  share: number | null;
  isUbo: boolean;
  countryCode: string | null;
};
export type Officer = { name: string; position: string };

/** What the analyst knows of one company, read through the profile and trade services; every part cited. */
export type Evidence = {
  snapshot: CompanySnapshot;
  owners: Owner[];
  directShareholders: number;
  officers: Officer[];
  trade: CompanyTrade;
  citations: Citation[];
};

const TOP_OWNERS = 5;
const TOP_OFFICERS = 5;

function citationsOf(evidence: Omit<Evidence, "citations">): Citation[] {
  const { snapshot: s, owners, trade } = evidence;
  const records: Citation["records"] = ["profile"];
  if (owners.length > 0 || evidence.directShareholders > 0) records.push("ownership");
  if (s.performance) records.push("financials");
  if (s.creditOpinion) records.push("credit");
  if (s.sanctions) records.push("sanctions");
  if (trade.imports || trade.exports) records.push("trade");
  const subject: Citation = { aaaId: s.aaaId, name: s.name, records, source: s.source };
  const parents = owners
    .filter((owner): owner is Owner & { aaaId: string } => owner.aaaId !== null && owner.aaaId !== s.aaaId)
    .map((owner): Citation => ({ aaaId: owner.aaaId, name: owner.name, records: ["ownership"], source: s.source }));
  return [subject, ...parents];
}

/**
 * The company named by `uid` (aaaId or id) with its owners, officers and trade; undefined when
 * no company answers to it. Each service is the one its profile tab uses, so the facts match the page.
 */
export async function gatherEvidence(db: Kysely<DB>, uid: string, locale: string): Promise<Evidence | undefined> {
  let snapshot: CompanySnapshot;
  try {
    snapshot = await getCompanySnapshot(db, { id: uid }, locale);
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 400)) return undefined;
    throw error;
  }
  const ref = { id: snapshot.companyId };
  const [ownership, management, trade] = await Promise.all([
    getCompanyOwnership(db, ref),
    getCompanyManagement(db, { ...ref, status: "current", pageSize: TOP_OFFICERS }, { withContacts: false }),
    companyTrade(db, snapshot.companyId),
  ]);
  const ultimate = ownership.ultimateOwners.map((owner) => ({
    name: owner.name,
    aaaId: owner.partyAaaId,
    share: owner.effectiveShare,
    isUbo: owner.isUbo,
    countryCode: owner.countryCode,
  }));
  const direct = ownership.list
    .filter((node) => node.level === 1)
    .map((node) => ({
      name: node.name,
      aaaId: node.partyAaaId,
      share: node.share,
      isUbo: node.isUbo,
      countryCode: node.countryCode,
    }));
  const owners = [...direct, ...ultimate.filter((u) => !direct.some((d) => d.name === u.name))].slice(0, TOP_OWNERS);
  const partial = {
    snapshot,
    owners,
    directShareholders: snapshot.shareholders.count,
    officers: management.list.map((officer) => ({ name: officer.name, position: officer.position })),
    trade,
  };
  return { ...partial, citations: citationsOf(partial) };
}
