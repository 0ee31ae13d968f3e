/**
 * `npm run i18n:check`: extracts the messages from the source (so an unextracted string shows up as
 * a new entry) and fails when any catalog lacks a translation, or when a non-English catalog keeps
 * English text (except the entries listed in src/locales/same-as-source.json: brand names, codes), or
 * when a message of the web app or the server writes a count as "recipient(s)" or lacks a plural form
 * its language needs (scripts/plural-rules.ts), or when a review rule fails (scripts/i18n-review.ts). It reads both catalogs of each locale: the web app's
 * messages.po and the server's server.po.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LOCALES, SOURCE_LOCALE } from "../contract/locales.ts";
import { CATALOGS, parsePo } from "./po.ts";
import { pluralProblems } from "./plural-rules.ts";
import { ambiguityProblems, glossaryProblems, variantProblems, type Glossary, type Variants } from "./i18n-review.ts";

const root = resolve(import.meta.dirname, "..");
execFileSync(join(root, "node_modules", ".bin", "lingui"), ["extract", "--clean"], { cwd: root, stdio: "pipe" });

const sameAsSource = new Set<string>(
  JSON.parse(readFileSync(join(root, "src/locales/same-as-source.json"), "utf8")) as string[],
);
const problems: string[] = [];
const sameMeaning = new Set<string>(
  JSON.parse(readFileSync(join(root, "src/locales/same-meaning.json"), "utf8")) as string[],
);
const readJson = <T>(path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as T;
const variants = readJson<Variants>("src/locales/variants.json");
const glossary = readJson<Glossary>("src/locales/glossary.json");
const source = parsePo(readFileSync(join(root, "src/locales", SOURCE_LOCALE, "messages.po"), "utf8"));
for (const problem of ambiguityProblems(source, sameMeaning)) problems.push(`en: ${problem}`);
const totals: Record<(typeof CATALOGS)[number], number> = { messages: 0, server: 0 };
for (const locale of LOCALES) {
  for (const catalog of CATALOGS) {
    const entries = parsePo(readFileSync(join(root, "src/locales", locale, `${catalog}.po`), "utf8"));
    totals[catalog] = Math.max(totals[catalog], entries.length);
    const where = `${locale}${catalog === "server" ? " (server)" : ""}`;
    for (const problem of variantProblems(locale, entries, variants)) problems.push(`${where}: ${problem}`);
    for (const problem of glossaryProblems(locale, entries, glossary)) problems.push(`${where}: ${problem}`);
    for (const { msgid, msgstr, context } of entries) {
      if (!msgstr.trim()) problems.push(`${where}: missing translation of "${msgid}"${context ? ` (${context})` : ""}`);
      else if (locale !== SOURCE_LOCALE && msgstr === msgid && /[a-z]{3}/i.test(msgid) && !sameAsSource.has(msgid)) {
        problems.push(`${where}: "${msgid}" is still English`);
      }
      for (const problem of pluralProblems(locale, msgstr || msgid)) problems.push(`${where}: "${msgid}" ${problem}`);
    }
  }
}
if (problems.length) {
  process.stderr.write(
    `${problems.join("\n")}\n\ni18n check failed: ${problems.length} problem(s). Translate them in src/locales/<locale>/messages.po or server.po.\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `i18n check: ${totals.messages} web and ${totals.server} server messages, complete in ${LOCALES.length} languages\n`,
);
