import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Citation } from "../../../contract/assistant.ts";
import type { Locale } from "../../../contract/locales.ts";
import { getCompanyOwnership, getCompanySnapshot } from "../company-profile/index.ts";
import { companyTrade } from "../trade/index.ts";

type Record_ = Citation["records"][number];
type Tool = {
  description: string;
  records: Record_[];
  run: (db: Kysely<DB>, id: string, locale: Locale) => Promise<unknown>;
};

/** The services a model may call: the same ones the built-in analyst and the profile pages read. */
export const TOOLS: Record<string, Tool> = {
  company_profile: {
    description:
      "The company's identity: name, country, legal form, status, registration, industry, employees, listing",
    records: ["profile"],
    run: async (db, id, locale) => {
      const s = await getCompanySnapshot(db, { id }, locale);
      const { performance: _p, creditOpinion: _c, sanctions: _s, ...profile } = s;
      return profile;
    },
  },
  company_financials: {
    description: "The latest financial statement and the credit opinion (rating, probability of default, risk)",
    records: ["financials", "credit"],
    run: async (db, id, locale) => {
      const s = await getCompanySnapshot(db, { id }, locale);
      return { performance: s.performance, creditOpinion: s.creditOpinion };
    },
  },
  sanctions_screening: {
    description: "Whether the company's name or LEI is on a loaded sanctions list",
    records: ["sanctions"],
    run: async (db, id, locale) => (await getCompanySnapshot(db, { id }, locale)).sanctions ?? { listsChecked: 0 },
  },
  company_ownership: {
    description: "Direct shareholders and ultimate owners with effective shares",
    records: ["ownership"],
    run: async (db, id) => {
      const o = await getCompanyOwnership(db, { id });
      return {
        direct: o.list.filter((n) => n.level === 1).slice(0, 20),
        ultimateOwners: o.ultimateOwners.slice(0, 20),
      };
    },
  },
  company_trade: {
    description: "The company's imports and exports from shipment records: counts, values, partners, HS codes",
    records: ["trade"],
    run: async (db, id, locale) => {
      const s = await getCompanySnapshot(db, { id }, locale);
      return companyTrade(db, s.companyId);
    },
  },
};

/** The tools in the OpenAI `tools` format: each takes the company's id (aaaId or numeric id). */
export const TOOL_SPECS = Object.entries(TOOLS).map(([name, tool]) => ({
  type: "function",
  function: {
    name,
    description: tool.description,
    parameters: {
      type: "object",
      properties: { companyId: { type: "string", description: "aaaId (such as A6UKX) or numeric id" } },
      required: ["companyId"],
    },
  },
}));

/** Runs one tool call; the company it read is added to the citations with the records it gave. */
export async function runTool(
  db: Kysely<DB>,
  name: string,
  argumentsText: string,
  locale: Locale,
  citations: Citation[],
): Promise<unknown> {
  const tool = TOOLS[name];
  if (!tool) return { error: `unknown tool ${name}` };
  let companyId = "";
  try {
    const value = (JSON.parse(argumentsText || "{}") as { companyId?: unknown }).companyId;
    companyId = typeof value === "string" || typeof value === "number" ? String(value) : "";
  } catch {
    return { error: "arguments are not JSON" };
  }
  try {
    const heading = await getCompanySnapshot(db, { id: companyId }, locale);
    const result = await tool.run(db, heading.companyId, locale);
    const cited = citations.find((c) => c.aaaId === heading.aaaId);
    if (cited) cited.records = [...new Set([...cited.records, ...tool.records])];
    else
      citations.push({ aaaId: heading.aaaId, name: heading.name, records: [...tool.records], source: heading.source });
    return result;
  } catch {
    return { error: `no company answers to ${companyId}` };
  }
}
