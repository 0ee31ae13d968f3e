/** `npm run i18n:merge -- <dir>`: fills empty msgstr entries from `<dir>/<locale>.translated.json` (see i18n-missing.ts). */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LOCALES, SOURCE_LOCALE } from "../contract/locales.ts";
import { CATALOGS, fillTranslations } from "./po.ts";

const root = resolve(import.meta.dirname, "..");
const dir = resolve(process.argv[2] ?? "i18n-missing");
for (const locale of LOCALES) {
  const done = join(dir, `${locale}.translated.json`);
  if (locale === SOURCE_LOCALE || !existsSync(done)) continue;
  const translations = JSON.parse(readFileSync(done, "utf8")) as Record<string, string>;
  for (const catalog of CATALOGS) {
    const file = join(root, "src/locales", locale, `${catalog}.po`);
    const { text, filled } = fillTranslations(readFileSync(file, "utf8"), translations);
    writeFileSync(file, text);
    process.stdout.write(`${locale}: ${filled} translations merged into ${catalog}.po\n`);
  }
}
execFileSync(join(root, "node_modules", ".bin", "lingui"), ["extract", "--clean"], { cwd: root, stdio: "pipe" });
