import type { CompanyCore } from "../company-core.ts";
import { officerCount, personOf } from "../people.ts";
import { streamOf, type Rng } from "../prng.ts";
import { DEMO, dayOf, type Context } from "./emit.ts";
import type { Statement } from "./financial-rows.ts";

const LAWSUIT_RATE = { micro: 0.03, small: 0.1, medium: 0.4, large: 1.2, "very-large": 3 } as const;
const NEWS_RATE = { micro: 0.1, small: 0.3, medium: 1, large: 3, "very-large": 6 } as const;
const CASE_TYPES = [
  "Contract dispute",
  "Debt collection",
  "Employment",
  "Intellectual property",
  "Tax",
  "Product liability",
  "Competition",
  "Insolvency",
];
const COURTS = ["District Court", "Commercial Court", "Court of Appeal", "Labour Court"];
const STATUSES = ["pending", "settled", "won", "lost", "dismissed"] as const;
const NEWS_SOURCES = ["Company announcement", "Press release", "Trade register notice"];

/** Another company of the same country (a counterparty), by index. */
function peer(ctx: Context, c: CompanyCore, rng: Rng): CompanyCore {
  return ctx.core(c.country.start + rng.int(Math.max(1, c.country.count)));
}

export type Lawsuit = { title: string; filed: string; counterparty: string };

export function lawsuitRows(ctx: Context, c: CompanyCore): Lawsuit[] {
  const rng = streamOf(ctx.world.seed, "lawsuits", c.index);
  const count = Math.min(12, rng.poisson(LAWSUIT_RATE[c.size]));
  const out: Lawsuit[] = [];
  for (let n = 1; n <= count; n++) {
    const year = Math.max(c.foundedYear, ctx.world.year - rng.int(8));
    const filedDay = rng.int(365);
    const type = rng.pick(CASE_TYPES);
    const other = type === "Tax" ? `Tax authority of ${c.country.name}` : peer(ctx, c, rng).name;
    const role = rng.chance(0.55) ? "defendant" : "plaintiff";
    let status = STATUSES[rng.weighted([30, 30, 15, 15, 10])] ?? "pending";
    const closedYear = year + rng.int(3);
    if (closedYear > ctx.world.year) status = "pending";
    const scale = { micro: 2e4, small: 8e4, medium: 4e5, large: 2e6, "very-large": 1e7 }[c.size];
    const title = role === "plaintiff" ? `${type}: ${c.name} v. ${other}` : `${type}: ${other} v. ${c.name}`;
    const filed = dayOf(year, filedDay);
    ctx.emit("company_lawsuits", {
      company_id: c.id,
      seq: n,
      case_number: `${year}/${rng.between(100, 9999)}`,
      court: `${c.city} ${rng.pick(COURTS)}`,
      country_code: c.country.iso2,
      filed_on: filed,
      closed_on:
        status === "pending"
          ? null
          : dayOf(closedYear, closedYear === year ? Math.max(filedDay, rng.int(365)) : rng.int(365)),
      role,
      case_type: type,
      status,
      counterparty: other,
      amount: Math.round(scale * Math.exp(rng.normal())),
      currency: "USD",
      title,
      ...DEMO,
    });
    out.push({ title, filed, counterparty: other });
  }
  return out;
}

type Story = { title: string; category: string; impact: "positive" | "neutral" | "negative"; year?: number };

function stories(
  ctx: Context,
  c: CompanyCore,
  rng: Rng,
  statements: readonly Statement[],
  lawsuits: readonly Lawsuit[],
): Story[] {
  const list: Story[] = [];
  for (let i = 1; i < statements.length; i++) {
    const [before, now] = [statements[i - 1], statements[i]];
    if (!before || !now || before.revenue <= 0) continue;
    const growth = Math.round(((now.revenue - before.revenue) / before.revenue) * 1000) / 10;
    list.push({
      title: `${c.name} reports ${growth >= 0 ? "revenue growth" : "lower revenue"} of ${Math.abs(growth)}% for ${now.year}`,
      category: "financial results",
      impact: growth > 2 ? "positive" : growth < -2 ? "negative" : "neutral",
      year: now.year + 1,
    });
  }
  const officer = personOf(ctx.world, c, rng.int(officerCount(ctx.world, c)));
  list.push({
    title: `${c.name} appoints ${officer.name} as ${officer.position}`,
    category: "management",
    impact: "neutral",
  });
  const partner = peer(ctx, c, rng);
  list.push({
    title: `${c.name} signs supply agreement with ${partner.name}`,
    category: "contracts",
    impact: "positive",
  });
  list.push({
    title: `${c.name} opens new site in ${c.country.regions.length ? rng.pick(c.country.regions) : c.city}`,
    category: "expansion",
    impact: "positive",
  });
  for (const suit of lawsuits)
    list.push({ title: `Court case filed: ${suit.title}`, category: "legal", impact: "negative" });
  return list;
}

export function newsRows(
  ctx: Context,
  c: CompanyCore,
  statements: readonly Statement[],
  lawsuits: readonly Lawsuit[],
): void {
  const rng = streamOf(ctx.world.seed, "news", c.index);
  const available = stories(ctx, c, rng, statements, lawsuits);
  const count = Math.min(available.length, rng.poisson(NEWS_RATE[c.size]) + (lawsuits.length ? 1 : 0));
  for (let n = 1; n <= count; n++) {
    const story = available.splice(rng.int(available.length), 1)[0];
    if (!story) break;
    const year = Math.min(ctx.world.year, story.year ?? Math.max(c.foundedYear, ctx.world.year - rng.int(5)));
    ctx.emit("company_news", {
      company_id: c.id,
      seq: n,
      published_on: dayOf(year, rng.int(365)),
      title: story.title,
      source_name: rng.pick(NEWS_SOURCES),
      category: story.category,
      impact: story.impact,
      language: "en",
      ...DEMO,
    });
  }
}
