import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { localeFromHeader, type Locale } from "../../../contract/locales.ts";
import { STREAM_TICKET_TTL_MS, type StreamTicket } from "../../../contract/assistant.ts";
import { insertTicket, takeTicket } from "./assistant-tickets.repo.ts";

const hashOf = (ticket: string) => createHash("sha256").update(ticket).digest();

/** A new stream ticket for the user: 256 random bits, stored only as their hash. */
export async function issueTicket(db: Kysely<DB>, userId: string, locale: Locale, now: Date): Promise<StreamTicket> {
  const ticket = randomBytes(32).toString("base64url");
  await insertTicket(db, {
    hash: hashOf(ticket),
    userId,
    locale,
    expiresAt: new Date(now.getTime() + STREAM_TICKET_TTL_MS),
    now,
  });
  return { ticket, expiresInMs: STREAM_TICKET_TTL_MS };
}

/** The user a ticket was issued to, if it is unused and unexpired; the ticket is spent either way. */
export async function redeemTicket(
  db: Kysely<DB>,
  ticket: string,
  now: Date,
): Promise<{ userId: string; locale: Locale } | undefined> {
  const taken = await takeTicket(db, hashOf(ticket), now);
  return taken && { userId: taken.userId, locale: localeFromHeader(taken.locale) };
}
