import type { FastifyInstance } from "fastify";
import type { AppContext } from "./app-context.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { companySearchFeature } from "./features/company-search/company-search.plugin.ts";
import { companyProfileRoutes } from "./features/company-profile/company-profile.routes.ts";
import { accountsRoutes } from "./features/accounts/accounts.routes.ts";
import { devMailboxPage } from "./mail/dev-mailbox.routes.ts";
import { countriesRoutes } from "./features/countries/countries.routes.ts";
import { collectionsRoutes } from "./features/collections/collections.routes.ts";
import { tagsRoutes } from "./features/collections/tags.routes.ts";
import { screeningRoutes } from "./features/sanctions/screening/screening.routes.ts";
import { tradeProductRoutes } from "./features/trade/trade-product.routes.ts";
import { tradeCountryRoutes } from "./features/trade/trade-country.routes.ts";
import { businessTradeRoutes } from "./features/trade/business-trade.routes.ts";
import { tradeCompanyRoutes } from "./features/trade/trade-company.routes.ts";
import { notificationsRoutes } from "./features/notifications/notifications.routes.ts";
import { realtimeRoutes } from "./features/notifications/realtime.routes.ts";
import { orgRoutes } from "./features/organisation/org.routes.ts";
import { consumeRoutes } from "./features/money/consume.routes.ts";
import { paymentsRoutes } from "./features/money/payments.routes.ts";
import { billingRoutes } from "./features/money/billing.routes.ts";
import { filesRoutes } from "./features/files/files.routes.ts";
import { assistantRoutes } from "./features/assistant/assistant.routes.ts";
import { leadsRoutes } from "./features/leads/leads.routes.ts";
import { creditRoutes } from "./features/credit/credit.routes.ts";
import { performanceRoutes } from "./features/performance/performance.routes.ts";
import { marketRoutes } from "./features/market/market.routes.ts";
import { publicationsRoutes } from "./features/publications/publications.routes.ts";
import { contributionsRoutes } from "./features/contributions/contributions.routes.ts";
import { reportsRoutes } from "./features/reports/reports.routes.ts";

/** Every feature's routes, mounted under the API base `/csi`. */
export async function apiRoutes(api: FastifyInstance, context: AppContext): Promise<void> {
  healthRoutes(api, context);
  await companySearchFeature(api, context);
  companyProfileRoutes(api, context);
  await accountsRoutes(api, context);
  countriesRoutes(api, context);
  collectionsRoutes(api, context);
  tagsRoutes(api, context);
  screeningRoutes(api, context);
  tradeProductRoutes(api, context);
  tradeCountryRoutes(api, context);
  businessTradeRoutes(api, context);
  tradeCompanyRoutes(api, context);
  notificationsRoutes(api, context);
  realtimeRoutes(api, context);
  orgRoutes(api, context);
  consumeRoutes(api, context);
  paymentsRoutes(api, context);
  billingRoutes(api, context);
  await filesRoutes(api, context);
  assistantRoutes(api, context);
  leadsRoutes(api, context);
  creditRoutes(api, context);
  performanceRoutes(api, context);
  marketRoutes(api, context);
  publicationsRoutes(api, context);
  reportsRoutes(api, context);
  contributionsRoutes(api, context);
}

/** Routes outside the API base (development pages). */
export async function rootRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  devMailboxPage(app, context);
}
