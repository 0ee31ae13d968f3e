import type { Locale } from "../../../contract/locales.ts";
import { PERSONAS, companyPagePath, type Citation, type PersonaType } from "../../../contract/assistant.ts";
import { translate, type MessageKey } from "../../i18n/messages.ts";
import type { CompanyTradeFlow } from "../trade/index.ts";
import type { Evidence } from "./assistant-evidence.service.ts";
import { escapeMarkdown, markdownLink } from "./markdown-text.ts";

/** The answer in pieces (each appended to the reply as it streams) and the records it cites. */
export type Answer = { pieces: string[]; citations: Citation[] };

type Say = (key: MessageKey, values?: Record<string, string | number>) => string;

const INTRO: Record<PersonaType, MessageKey> = {
  [PERSONAS.creditAnalyst]: "aiIntroCredit",
  [PERSONAS.legalAdvisor]: "aiIntroLegal",
  [PERSONAS.bizConsultant]: "aiIntroBiz",
  [PERSONAS.economicAnalyst]: "aiIntroEconomic",
};

function formats(locale: Locale) {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    whole: (value: number) => whole.format(value),
    percent: (value: number) => `${percent.format(value)}%`,
    money: (value: number, currency: string) => `${currency} ${whole.format(value)}`,
  };
}

type Context = { say: Say; evidence: Evidence; format: ReturnType<typeof formats> };

const fact = (label: string, value: string) => `- **${label}**: ${value}`;

function optional(context: Context, value: string | number | null | undefined): string {
  return value === null || value === undefined || value === ""
    ? context.say("aiNotOnRecord")
    : escapeMarkdown(String(value));
}

function creditFacts(context: Context): string[] {
  const { say, evidence, format } = context;
  const credit = evidence.snapshot.creditOpinion;
  const perf = evidence.snapshot.performance;
  const lines: string[] = [];
  if (credit) {
    lines.push(fact(say("aiLabelCreditRating", { year: credit.year }), escapeMarkdown(credit.rating)));
    if (credit.probabilityOfDefault !== null)
      lines.push(fact(say("aiLabelDefaultProbability"), format.percent(credit.probabilityOfDefault)));
    if (credit.localScore !== null) lines.push(fact(say("aiLabelLocalScore"), format.whole(credit.localScore)));
  }
  if (perf) {
    const money = (value: number | null) =>
      value === null ? say("aiNotOnRecord") : format.money(value, perf.currency);
    lines.push(fact(say("aiLabelRevenue", { year: perf.fiscalYear }), money(perf.revenue)));
    lines.push(fact(say("aiLabelNetIncome"), money(perf.netIncome)));
    if (perf.revenue && perf.netIncome !== null)
      lines.push(fact(say("aiLabelNetMargin"), format.percent((perf.netIncome / perf.revenue) * 100)));
    lines.push(fact(say("aiLabelTotalAssets"), money(perf.totalAssets)));
    if (perf.totalAssets && perf.equity !== null)
      lines.push(fact(say("aiLabelEquityRatio"), format.percent((perf.equity / perf.totalAssets) * 100)));
  }
  return lines;
}

function creditVerdict({ say, evidence }: Context): string {
  const risk = evidence.snapshot.creditOpinion?.riskIndicator;
  if (!risk) return say("aiCreditNone");
  if (risk === "low") return say("aiCreditLow");
  if (risk === "moderate") return say("aiCreditModerate");
  return say("aiCreditHigh");
}

function identityFacts(context: Context): string[] {
  const { say, evidence } = context;
  const s = evidence.snapshot;
  const registration = [s.registration.registryNumber, s.registration.lei && `LEI ${s.registration.lei}`]
    .filter(Boolean)
    .join(", ");
  return [
    fact(say("aiLabelCountry"), optional(context, s.countryName ?? s.countryCode)),
    fact(say("aiLabelLegalForm"), optional(context, s.legalForm)),
    fact(say("aiLabelStatus"), optional(context, s.status)),
    fact(say("aiLabelFounded"), optional(context, s.registration.foundedOn)),
    fact(say("aiLabelRegistration"), optional(context, registration)),
  ];
}

function sanctionsVerdict({ say, evidence }: Context): string {
  const sanctions = evidence.snapshot.sanctions;
  if (!sanctions) return say("aiSanctionsUnavailable");
  if (!sanctions.isListed) return say("aiSanctionsClear", { lists: sanctions.listsChecked });
  const entries = [...new Set(sanctions.matches.map((m) => m.entryName))].map(escapeMarkdown).join(", ");
  const lists = [...new Set(sanctions.matches.map((m) => m.listName))].map(escapeMarkdown).join(", ");
  return say("aiSanctionsHit", { entries, lists });
}

function ownersSection(context: Context): string {
  const { say, evidence, format } = context;
  if (evidence.owners.length === 0) return say("aiNoOwners");
  const lines = evidence.owners.map((owner) => {
    const name = owner.aaaId ? markdownLink(owner.name, companyPagePath(owner.aaaId)) : escapeMarkdown(owner.name);
    const share = owner.share === null ? "" : ` — ${format.percent(owner.share)}`;
    return `- ${name}${share}${owner.isUbo ? ` (${say("aiUbo")})` : ""}`;
  });
  return [`**${say("aiLabelOwners")}**`, ...lines].join("\n");
}

function officersSection({ say, evidence }: Context): string | null {
  if (evidence.officers.length === 0) return null;
  const lines = evidence.officers.map((o) => `- ${escapeMarkdown(o.name)}, ${escapeMarkdown(o.position)}`);
  return [`**${say("aiLabelOfficers")}**`, ...lines].join("\n");
}

function businessFacts(context: Context): string[] {
  const { say, evidence, format } = context;
  const s = evidence.snapshot;
  const industry = s.industry && [s.industry.code, s.industry.description].filter(Boolean).join(" ");
  const listing =
    s.listing.isListed && s.listing.stockCode
      ? say("aiListedOn", {
          exchange: escapeMarkdown(s.listing.exchange ?? ""),
          code: escapeMarkdown(s.listing.stockCode),
        })
      : say("aiNotListed");
  return [
    fact(say("aiLabelIndustry"), optional(context, industry)),
    fact(say("aiLabelEmployees"), s.employees ? format.whole(s.employees.count) : say("aiNotOnRecord")),
    fact(say("aiLabelListing"), listing),
    fact(say("aiLabelFounded"), optional(context, s.registration.foundedOn)),
  ];
}

function flowLine(context: Context, label: string, flow: CompanyTradeFlow | null): string {
  const { say, format } = context;
  if (!flow) return fact(label, say("aiNotOnRecord"));
  const parts = [
    say("aiTradeFlow", {
      records: flow.records,
      from: flow.firstDate,
      to: flow.lastDate,
      value: format.whole(flow.valueUsd ?? 0),
    }),
  ];
  if (flow.topPartners.length)
    parts.push(say("aiTradePartners", { partners: flow.topPartners.map(escapeMarkdown).join(", ") }));
  if (flow.topHsCodes.length)
    parts.push(say("aiTradeProducts", { codes: flow.topHsCodes.map(escapeMarkdown).join(", ") }));
  return fact(label, parts.join("; "));
}

function tradeFacts(context: Context): string[] {
  const { imports, exports } = context.evidence.trade;
  return [
    flowLine(context, context.say("aiLabelImports"), imports),
    flowLine(context, context.say("aiLabelExports"), exports),
  ];
}

function tradeVerdict({ say, evidence }: Context, economic: boolean): string {
  const { imports, exports } = evidence.trade;
  if (!imports && !exports) return say("aiTradeNone");
  if (!economic) return say("aiTradeActive");
  const country = escapeMarkdown(evidence.snapshot.countryName ?? evidence.snapshot.countryCode ?? "");
  return (exports?.valueUsd ?? 0) >= (imports?.valueUsd ?? 0)
    ? say("aiNetExporter", { country })
    : say("aiNetImporter");
}

/** The persona's body: the facts it reads and its judgement, each part one streamed piece. */
function body(persona: PersonaType, context: Context): string[] {
  const list = (lines: string[]) => lines.join("\n");
  switch (persona) {
    case PERSONAS.creditAnalyst:
      return [list(creditFacts(context)), creditVerdict(context)].filter(Boolean);
    case PERSONAS.legalAdvisor:
      return [
        list(identityFacts(context)),
        sanctionsVerdict(context),
        ownersSection(context),
        officersSection(context),
      ].filter((piece): piece is string => Boolean(piece));
    case PERSONAS.bizConsultant:
      return [list(businessFacts(context)), list(tradeFacts(context)), tradeVerdict(context, false)];
    default:
      return [
        list([
          fact(context.say("aiLabelCountry"), optional(context, context.evidence.snapshot.countryName)),
          ...tradeFacts(context),
        ]),
        tradeVerdict(context, true),
      ];
  }
}

function sources(say: Say, citations: Citation[]): string {
  const links = citations.map((c) => `${markdownLink(c.name, companyPagePath(c.aaaId))} (${c.aaaId})`);
  return `**${say("aiLabelSources")}**: ${links.join(" · ")}`;
}

/**
 * The built-in analyst's answer about the company in view: the persona's heading, the facts it reads
 * from the records, its rule-based judgement and the records cited. Deterministic: the same records,
 * persona and language give the same text.
 */
export function composeAnswer(persona: PersonaType, evidence: Evidence, locale: Locale): Answer {
  const say: Say = (key, values) => translate(locale, key, values);
  const context: Context = { say, evidence, format: formats(locale) };
  const name = escapeMarkdown(evidence.snapshot.name);
  const head = `### ${name} (${evidence.snapshot.aaaId})\n\n${say(INTRO[persona], { name })}`;
  return {
    pieces: [head, ...body(persona, context), sources(say, evidence.citations)],
    citations: evidence.citations,
  };
}

/** The answer when no company is in view, or the one named is unknown. */
export function composeWithoutCompany(locale: Locale, uid: string | undefined): Answer {
  const text = uid
    ? translate(locale, "aiCompanyNotFound", { uid: escapeMarkdown(uid) })
    : translate(locale, "aiNoCompany");
  return { pieces: [text], citations: [] };
}
