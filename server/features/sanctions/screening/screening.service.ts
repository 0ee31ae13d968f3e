import type { Static } from "typebox";
import type { MatchBody, MatchResponse } from "../../../../contract/screening.ts";
import { DEFAULT_MATCH_LIMIT, DEFAULT_MATCH_THRESHOLD } from "../../../../contract/screening.ts";
import { AppError } from "../../../lib/app-error.ts";
import type { MatchResult } from "./screening-engine.ts";
import type { ScreeningStore } from "./screening-store.ts";

type Body = Static<typeof MatchBody>;
type Response = Static<typeof MatchResponse>;

function resultOf(result: MatchResult): Response["responses"][string]["results"][number] {
  const { entry } = result;
  return {
    id: entry.id,
    caption: entry.caption,
    schema: entry.schema,
    score: result.score,
    match: result.match,
    features: result.features,
    explanations: result.explanations,
    datasets: result.datasets,
    properties: entry.properties,
  };
}

/**
 * Screens a batch of queries (yente's match call) against `dataset`: `default` for every loaded
 * list, or one list's id. Threshold and limit come from the body, else the query string, else the
 * defaults. A query needs a name or an identifier; an unknown list is 404.
 */
export async function matchBatch(
  store: ScreeningStore,
  dataset: string,
  body: Body,
  options: { threshold?: number | undefined; limit?: number | undefined },
): Promise<Response> {
  const { engine, lists } = await store.current();
  if (dataset !== "default" && !lists.some((list) => list.id === dataset)) throw new AppError(404, "notFound");
  const threshold = body.threshold ?? options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const limit = body.limit ?? options.limit ?? DEFAULT_MATCH_LIMIT;
  const only = dataset === "default" ? undefined : new Set([dataset]);
  const responses: Response["responses"] = {};
  for (const [id, query] of Object.entries(body.queries)) {
    const analysed = engine.analyse(query);
    if (!analysed || (analysed.names.length === 0 && analysed.identifiers.length === 0)) {
      throw new AppError(400, "invalidRequest", {
        values: { detail: `body/queries/${id}/properties/name must have a name (or an identifier)` },
      });
    }
    const results = engine.match(query, { limit, threshold, ...(only ? { lists: only } : {}) }).map(resultOf);
    responses[id] = { status: 200, results, total: { value: results.length, relation: "eq" }, query };
  }
  return { responses, threshold, limit, lists: only ? lists.filter((list) => only.has(list.id)) : lists };
}
