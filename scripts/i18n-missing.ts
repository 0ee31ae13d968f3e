/**
 * `npm run i18n:missing -- <dir>`: writes `<dir>/<locale>.missing.json` for every non-source locale — the
 * message ids (English source strings) that still lack a translation, with their translator comments
 * — for a translator to fill in as `<dir>/<locale>.translated.json` ({ "<msgid>": "<translation>" }).
 * `npm run i18n:merge -- <dir>` puts the translations into the catalogs.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LOCALES, SOURCE_LOCALE } from "../contract/locales.ts";
import { CATALOGS, parsePo } from "./po.ts";

const root = resolve(import.meta.dirname, "..");
const dir = resolve(process.argv[2] ?? "i18n-missing");
mkdirSync(dir, { recursive: true });
execFileSync(join(root, "node_modules", ".bin", "lingui"), ["extract", "--clean"], { cwd: root, stdio: "pipe" });

for (const locale of LOCALES) {
  if (locale === SOURCE_LOCALE) continue;
  const entries = CATALOGS.flatMap((catalog) =>
    parsePo(readFileSync(join(root, "src/locales", locale, `${catalog}.po`), "utf8")),
  );
  const missing = entries
    .filter((e) => !e.msgstr.trim())
    .map((e) => ({ msgid: e.msgid, ...(e.comment ? { comment: e.comment } : {}) }));
  writeFileSync(join(dir, `${locale}.missing.json`), `${JSON.stringify(missing, null, 1)}\n`);
  process.stdout.write(`${locale}: ${missing.length} to translate\n`);
}
