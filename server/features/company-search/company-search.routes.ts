import type { FastifyInstance } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import {
  FiltersResponse,
  LabelListResponse,
  SearchCriteria,
  SearchQuery,
  SearchResponse,
} from "../../../contract/company-search.ts";
import { ErrorEnvelope } from "../../../contract/envelope.ts";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../plugins/envelope.ts";
import { companyLabels } from "./company-labels.ts";
import { facets, searchPage, suggest } from "./company-search.service.ts";

const TAGS = ["company search"];

/** GET /company/search, /company/filters, /company/getCompanyLabelList. */
export function companySearchRoutes(api: FastifyInstance, { database, now = () => new Date() }: AppContext): void {
  const { db } = database;
  const app = api.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/company/search",
    {
      schema: {
        tags: TAGS,
        summary: "Search companies by name: first-word (keword=2) or keyword (keword=1) mode, typo-tolerant fallback",
        description:
          "With ieflag=1 (the autocomplete) the rows are the spec's suggestions {aaa_id, company_name_en, company_country}.",
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => {
      const query = request.query;
      if (query.ieflag === 1) return ok(await suggest(db, query, now()));
      return ok(await searchPage(db, query, now()));
    },
  );

  app.get(
    "/company/filters",
    {
      schema: {
        tags: TAGS,
        summary: "Facets of the current query: country, industry (ISIC section), listed, years in business",
        querystring: SearchCriteria,
        response: { 200: FiltersResponse, 400: ErrorEnvelope },
      },
    },
    async (request) => ok(await facets(db, request.query, now())),
  );

  app.get(
    "/company/getCompanyLabelList",
    {
      schema: {
        tags: TAGS,
        summary: "The data labels (columns) of the company list, in the caller's language",
        response: { 200: LabelListResponse },
      },
    },
    async (request) => ok(companyLabels(request.locale)),
  );
}
