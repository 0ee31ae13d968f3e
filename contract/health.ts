import { Type, type Static } from "typebox";
import { Envelope } from "./envelope.ts";

export const DatasetInfo = Type.Object({
  name: Type.String(),
  version: Type.String(),
  source: Type.String(),
  licence: Type.String(),
  isDemo: Type.Boolean(),
  rows: Type.Integer(),
  loadedAt: Type.String(),
});

export const Health = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("loading"), Type.Literal("failed")]),
  version: Type.String(),
  database: Type.Object({ engine: Type.String(), reachable: Type.Boolean() }),
  migrations: Type.Object({ applied: Type.Integer(), pending: Type.Array(Type.String()) }),
  data: Type.Object({
    state: Type.String(),
    current: Type.Union([Type.String(), Type.Null()]),
    datasets: Type.Array(DatasetInfo),
  }),
});
export type Health = Static<typeof Health>;

export const HealthResponse = Envelope(Health);
