import { setTimeout as sleep } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Analyst } from "./analyst.ts";
import { composeAnswer, composeWithoutCompany } from "./assistant-compose.ts";
import { gatherEvidence } from "./assistant-evidence.service.ts";

async function* paced(pieces: string[], delayMs: number, signal: AbortSignal): AsyncGenerator<string> {
  for (const [index, piece] of pieces.entries()) {
    if (index > 0 && delayMs > 0) await sleep(delayMs, undefined, { signal });
    yield index === 0 ? piece : `\n\n${piece}`;
  }
}

/**
 * The built-in grounded analyst: no external service. It reads the company in view through the
 * profile and trade services and writes the persona's answer from those records alone, handing it
 * out piece by piece `delayMs` apart (spec §9, reply piece delay).
 */
export function builtinAnalyst(db: Kysely<DB>, delayMs: number): Analyst {
  return async ({ persona, uid, locale, signal }) => {
    const evidence = uid ? await gatherEvidence(db, uid, locale) : undefined;
    const answer = evidence ? composeAnswer(persona, evidence, locale) : composeWithoutCompany(locale, uid);
    return { pieces: paced(answer.pieces, delayMs, signal), citations: answer.citations };
  };
}
