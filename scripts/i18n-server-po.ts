/**
 * `npm run i18n:server-po`: moves server messages still written the old way, `key: { en: "…", zh: "…", …, pt: "…" }`
 * in a `server/**\/*.messages.ts` catalog, into the .po catalogs: the file keeps the message descriptor
 * `key: /*i18n*\/ { id: "<English>" }` (the English text is the message id, as in the web app's catalog) and
 * each language's text becomes the msgstr of src/locales/<locale>/server.po. A key whose English another key
 * already uses with other translations gets the key as id (the English as message and translator comment).
 * Run it after merging a branch that added messages the old way; it changes nothing when none is left.
 */
import { execFileSync } from "node:child_process";
import { globSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LOCALES, type Locale } from "../contract/locales.ts";
import { fillTranslations } from "./po.ts";

type Texts = Record<Locale, string>;
type Descriptor = { id: string; message?: string };

const root = resolve(import.meta.dirname, "..");
const isTexts = (value: unknown): value is Texts =>
  typeof value === "object" && value !== null && LOCALES.every((locale) => locale in value);

const files = globSync("server/**/*.messages.ts", { cwd: root }).sort();
const old = new Map<string, { file: string; texts: Texts }>();
const current: Descriptor[] = [];
for (const file of files) {
  const module = (await import(join(root, file))) as Record<string, Record<string, unknown>>;
  for (const catalog of Object.values(module)) {
    for (const [key, value] of Object.entries(catalog)) {
      if (isTexts(value)) old.set(key, { file, texts: value });
      else current.push(value as Descriptor);
    }
  }
}
if (old.size === 0) {
  process.stdout.write("i18n:server-po: no server message left to move\n");
  process.exit(0);
}

/** Same English, other translations: the key becomes the id of each. */
const byEnglish = new Map<string, Texts[]>();
for (const { texts } of old.values()) byEnglish.set(texts.en, [...(byEnglish.get(texts.en) ?? []), texts]);
const clashes = (texts: Texts) =>
  current.some((descriptor) => descriptor.id === texts.en) ||
  byEnglish.get(texts.en)!.some((other) => JSON.stringify(other) !== JSON.stringify(texts));

const translations = new Map<Locale, Record<string, string>>(LOCALES.map((locale) => [locale, {}]));
const rewritten = new Map<string, string[]>();
for (const file of new Set([...old.values()].map((entry) => entry.file))) {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  for (const [key, { file: owner, texts }] of old) {
    if (owner !== file) continue;
    const start = lines.findIndex((line) => line.startsWith(`  ${key}: {`));
    const end = lines[start]?.endsWith("},") ? start : lines.indexOf("  },", start);
    if (start < 0 || end < 0) throw new Error(`${file}: cannot find the entry ${key}`);
    const en = JSON.stringify(texts.en);
    const clash = clashes(texts);
    const id = clash ? key : texts.en;
    const comment = JSON.stringify(`English: ${texts.en}`);
    const descriptor = clash ? `{ id: "${key}", message: ${en}, comment: ${comment} }` : `{ id: ${en} }`;
    lines.splice(start, end - start + 1, `  ${key}: /*i18n*/ ${descriptor},`);
    for (const locale of LOCALES) translations.get(locale)![id] = texts[locale];
  }
  rewritten.set(file, lines);
}
for (const [file, lines] of rewritten) writeFileSync(join(root, file), lines.join("\n"));

const bin = (name: string) => join(root, "node_modules", ".bin", name);
execFileSync(bin("prettier"), ["--write", ...files], { cwd: root, stdio: "pipe" });
execFileSync(bin("lingui"), ["extract", "--clean"], { cwd: root, stdio: "pipe" });
for (const locale of LOCALES) {
  const path = join(root, "src/locales", locale, "server.po");
  const { text, filled } = fillTranslations(readFileSync(path, "utf8"), translations.get(locale)!);
  writeFileSync(path, text);
  process.stdout.write(`${locale}: ${filled} server messages moved into server.po\n`);
}
