import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context.ts";
import { backgroundRoutes } from "./background.routes.ts";
import { peopleRoutes } from "./people.routes.ts";
import { businessRoutes } from "./business.routes.ts";
import { viewsRoutes } from "./views.routes.ts";

/** The company profile's API: background, management, business activities and the view log. */
export function companyProfileRoutes(app: FastifyInstance, context: AppContext): void {
  backgroundRoutes(app, context);
  peopleRoutes(app, context);
  businessRoutes(app, context);
  viewsRoutes(app, context);
}
