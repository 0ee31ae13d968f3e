import type {
  AddressEditProposal,
  AddressProposal,
  CompanyContributions,
  ContributionChange,
  ContributionKind,
  InfoField,
  InfoProposal,
  ModerationDecision,
  ModerationItem,
  ModerationPage,
  ProductProposal,
} from "../../../contract/contributions.ts";
import { INFO_FIELDS, USER_SOURCE } from "../../../contract/contributions.ts";
import type { CompanyRefInput } from "../company-profile/index.ts";
import { resolveCompany } from "../company-profile/index.ts";
import { attachUpload } from "../files/index.ts";
import { AppError, ruleBroken } from "../../lib/app-error.ts";
import { consume } from "../../lib/rate-limit.ts";
import * as repo from "./contributions.repo.ts";
import type { Db, Fields } from "./contributions.repo.ts";

/** Proposals one user may send an hour: enough to correct a company, not to flood the moderators. */
const PROPOSALS_PER_HOUR = { bucket: "contribution", max: 30, windowMs: 3_600_000 };
const HISTORY_MAX = 100;
const REF_KEYS = new Set(["id", "aaaId", "companyId"]);

export type Proposer = { userId: string; now: Date };

/** The proposal's own fields: the company reference and empty texts left out. */
function fieldsOf(input: Record<string, unknown>): Fields {
  return Object.fromEntries(
    Object.entries(input)
      .filter(
        (entry): entry is [string, string | number] =>
          !REF_KEYS.has(entry[0]) &&
          (typeof entry[1] === "number" || (typeof entry[1] === "string" && entry[1].trim() !== "")),
      )
      .map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  );
}

async function record(
  db: Db,
  who: Proposer,
  kind: ContributionKind,
  input: CompanyRefInput & Record<string, unknown>,
  fileId: string | null = null,
): Promise<{ id: string; status: "pending" }> {
  const company = await resolveCompany(db, input);
  await consume(db, PROPOSALS_PER_HOUR, who.userId, who.now);
  const proposal = fieldsOf(input);
  if (kind === "addressEdit" && !(await repo.addressAt(db, company.id, Number(input.seq))))
    throw new AppError(404, "contributionAddressNotFound");
  const id = await db.transaction().execute(async (trx) => {
    const saved = await repo.insertContribution(trx, {
      companyId: company.id,
      kind,
      proposal,
      fileId,
      userId: who.userId,
      at: who.now,
    });
    if (fileId) await attachImage(trx, fileId, who.userId, saved);
    return saved;
  });
  return { id, status: "pending" };
}

async function attachImage(db: Db, fileId: string, userId: string, contributionId: string) {
  try {
    await attachUpload(db, { id: fileId, userId, purpose: "image", target: `contribution:${contributionId}` });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw new AppError(404, "contributionImageNotFound");
    throw error;
  }
}

export const proposeProduct = (db: Db, who: Proposer, input: ProductProposal) =>
  record(db, who, "product", { ...input, imageFileId: undefined }, input.imageFileId ?? null);
export const proposeAddress = (db: Db, who: Proposer, input: AddressProposal) => record(db, who, "address", input);
export const proposeAddressEdit = (db: Db, who: Proposer, input: AddressEditProposal) =>
  record(db, who, "addressEdit", input);

/** The NACE table writes classes with a dot ("62.01"); a proposal may leave it out. */
const naceDotted = (code: string) => (code.includes(".") ? code : `${code.slice(0, 2)}.${code.slice(2)}`);

export async function proposeInfo(db: Db, who: Proposer, input: InfoProposal) {
  const given = INFO_FIELDS.filter((field) => (input[field] ?? "").trim() !== "");
  if (given.length === 0) throw ruleBroken("contributionEmpty");
  for (const scheme of ["isic", "nace", "naics"] as const) {
    const code = input[scheme];
    if (!code) continue;
    const forms = scheme === "nace" ? [naceDotted(code), code.replace(".", "")] : [code];
    if (!(await repo.industryCodeExists(db, scheme, forms)))
      throw ruleBroken("contributionIndustryUnknown", { code, scheme: scheme.toUpperCase() });
  }
  const normalised = { ...input, ...(input.nace ? { nace: naceDotted(input.nace) } : {}) };
  return record(db, who, "info", normalised);
}

export async function industryOptions(db: Db, scheme: "isic" | "nace" | "naics", keyword = "") {
  const rows = await repo.industryOptions(db, scheme, keyword.trim(), 50);
  return { list: rows.map((r) => ({ code: r.code, description: r.description, levelName: r.level_name })) };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/**
 * What a proposal changes, field by field, beside what it replaced (nothing for a new product or address).
 * An address correction replaces the whole address: a field it leaves out is cleared, and listed so.
 */
export function changesOf(kind: ContributionKind, proposal: Fields, previous: Fields | null): ContributionChange[] {
  const cleared =
    kind === "addressEdit" && previous
      ? Object.keys(previous).filter((field) => !(field in proposal) && previous[field] !== null)
      : [];
  return [...Object.keys(proposal), ...cleared]
    .filter((field) => field !== "seq")
    .map((field) => ({ field, value: text(proposal[field]), previous: text(previous?.[field]) }));
}

/** The values a proposal would replace: those it replaced once decided, today's while it is pending. */
async function replacedValues(db: Db, row: repo.ContributionRow): Promise<Fields | null> {
  if (row.status !== "pending") return row.previous;
  if (row.kind === "addressEdit") return (await repo.addressAt(db, row.company_id, Number(row.proposal.seq))) ?? null;
  if (row.kind !== "info") return null;
  const fields = INFO_FIELDS.filter((field) => row.proposal[field] !== undefined);
  return repo.companyInfo(db, row.company_id, fields);
}

/** Applies an approved proposal to the company's rows (`source = 'user'`); answers the values it replaced. */
async function apply(db: Db, row: repo.ContributionRow): Promise<Fields | null> {
  const p = row.proposal;
  if (row.kind === "product") {
    const image = row.file_id ? `/csi/businessActivities/productImage?id=${row.file_id}` : null;
    await repo.insertProduct(db, row.company_id, p, image);
    return null;
  }
  if (row.kind === "address") {
    await repo.insertAddress(db, row.company_id, p);
    return null;
  }
  if (row.kind === "addressEdit") {
    const before = await repo.addressAt(db, row.company_id, Number(p.seq));
    if (!before) throw new AppError(404, "contributionAddressNotFound");
    await repo.updateAddress(db, row.company_id, Number(p.seq), p);
    return before;
  }
  const fields = INFO_FIELDS.filter((field): field is InfoField => p[field] !== undefined);
  const before = await repo.companyInfo(db, row.company_id, fields);
  const values = Object.fromEntries(fields.map((field) => [field, String(p[field])]));
  await repo.updateCompanyInfo(db, row.company_id, values);
  return before;
}

/** An administrator's decision: approve (and apply, in the same transaction) or reject one pending proposal. */
export async function decide(db: Db, adminId: string, input: ModerationDecision, now: Date) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockContribution(trx, input.id);
    if (!row) throw new AppError(404, "contributionNotFound");
    if (row.status !== "pending") throw new AppError(409, "contributionDecided");
    const approve = input.decision === "approve";
    const previous = approve ? await apply(trx, row) : null;
    const status = approve ? ("approved" as const) : ("rejected" as const);
    await repo.markDecided(trx, {
      id: row.id,
      status,
      userId: adminId,
      at: now,
      note: input.note?.trim() || null,
      previous,
    });
    return { id: row.id, status };
  });
}

export async function moderationPage(
  db: Db,
  query: { status?: ModerationItem["status"]; page?: number; pageSize?: number },
): Promise<ModerationPage> {
  const rows = await repo.listForModeration(db, query.status ?? "pending", query.page ?? 1, query.pageSize ?? 20);
  const replaced = await Promise.all(rows.map((r) => replacedValues(db, r)));
  return {
    total: Number(rows[0]?.total ?? 0),
    list: rows.map((r, i) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      companyId: r.company_id,
      aaaId: r.aaa_id,
      companyName: r.company_name,
      changes: changesOf(r.kind, r.proposal, replaced[i] ?? null),
      proposerEmail: r.proposer_email,
      proposedAt: r.proposed_at.toISOString(),
      decidedAt: r.decided_at?.toISOString() ?? null,
      note: r.note,
    })),
  };
}

/** "Tess R.": enough to tell contributors apart, without publishing their full name. */
const contributorName = (first: string | null, last: string | null) =>
  [first?.trim(), last?.trim() ? `${last.trim().slice(0, 1)}.` : ""].filter(Boolean).join(" ");

export async function companyContributions(db: Db, ref: CompanyRefInput): Promise<CompanyContributions> {
  const company = await resolveCompany(db, ref);
  const rows = await repo.listApplied(db, company.id, HISTORY_MAX);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      changes: changesOf(r.kind, r.proposal, r.previous),
      contributor: contributorName(r.first_name, r.last_name),
      proposedAt: r.proposed_at.toISOString(),
      appliedAt: (r.decided_at ?? r.proposed_at).toISOString(),
      source: USER_SOURCE,
    })),
  };
}
