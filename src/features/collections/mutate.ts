import { emitAppEvent } from "../../lib/app-events.ts";
import { writeMutation } from "./collections.store.ts";
import type { CompanyRef, MutationKind, MutationPayloads } from "./model.ts";
import { currentOwner, requestSync, startOutboxSync } from "./sync-runner.ts";

/** Thrown when a change is asked for while signed out (the login dialog is opened instead). */
export class SignedOutError extends Error {
  constructor() {
    super("signed out");
  }
}

/** Names as the server keeps them: trimmed, inner runs of spaces collapsed. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

function cleanCompany(company: CompanyRef): CompanyRef {
  return {
    aaaId: company.aaaId.toUpperCase(),
    ...(company.companyName ? { companyName: company.companyName } : {}),
    ...(company.countryCode ? { countryCode: company.countryCode.toUpperCase() } : {}),
  };
}

function normalise<K extends MutationKind>(payload: MutationPayloads[K]): MutationPayloads[K] {
  const next: Record<string, unknown> = { ...payload };
  if (typeof next.name === "string") next.name = cleanName(next.name);
  if (Array.isArray(next.aaaIds)) next.aaaIds = (next.aaaIds as string[]).map((id) => id.toUpperCase());
  if (Array.isArray(next.items)) next.items = (next.items as CompanyRef[]).map(cleanCompany);
  if (Array.isArray(next.companies)) next.companies = (next.companies as CompanyRef[]).map(cleanCompany);
  return next as MutationPayloads[K];
}

/**
 * The one chokepoint for changes to folders and tags: applies the change to the local cache and
 * queues it in the outbox in one transaction, then asks the sync engine to send it. Works offline;
 * the change is sent when the network is back.
 */
export async function mutate<K extends MutationKind>(kind: K, payload: MutationPayloads[K]): Promise<void> {
  const owner = currentOwner();
  if (!owner) {
    emitAppEvent({ type: "login:open" });
    throw new SignedOutError();
  }
  await writeMutation(owner, kind, normalise<K>(payload));
  startOutboxSync();
  requestSync("mutation");
}

/** A new folder (its id made here, so later offline changes can refer to it), with companies in it. */
export async function createFolder(name: string, companies: readonly CompanyRef[] = []): Promise<string> {
  const id = crypto.randomUUID();
  await mutate("collection.create", { id, name });
  if (companies.length > 0) await mutate("collection.addItems", { collectionId: id, items: [...companies] });
  return id;
}

/** A new tag, put on the companies given. */
export async function createTag(name: string, companies: readonly CompanyRef[] = []): Promise<string> {
  const id = crypto.randomUUID();
  await mutate("tag.create", { id, name });
  if (companies.length > 0) await mutate("tag.addCompanies", { tagIds: [id], companies: [...companies] });
  return id;
}
