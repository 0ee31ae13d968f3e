import type { FastifyInstance } from "fastify";
import type { AppContext } from "./app-context.ts";
import { healthRoutes } from "./features/health/health.routes.ts";

/** Every feature's routes, mounted under the API base `/csi`. */
export async function apiRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  healthRoutes(api, context);
}
