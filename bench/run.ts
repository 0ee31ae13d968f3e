/**
 * `npm run bench [name...]`: runs every bench/*.bench.ts (or the ones named), each in turn, and
 * writes each one's results under its own heading in docs/PERFORMANCE.md, leaving the other
 * sections as they are. A bench module exports `bench: { heading, run }`; `run` gets the section's
 * current text (to keep parts of it, such as the figures of another engine) and returns Markdown.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";

export type Bench = {
  /** The section of docs/PERFORMANCE.md this bench owns ("## {heading}"). */
  heading: string;
  run: (log: (line: string) => void, previous: string) => Promise<string>;
};

const root = resolve(import.meta.dirname, "..");
const reportPath = join(root, "docs", "PERFORMANCE.md");
const TITLE =
  "# Performance\n\nMeasured by `npm run bench` (bench/*.bench.ts); each section is rewritten by its own bench.\n";

/** Where the section `heading` of that level (2: "## ") starts and ends in the lines (start -1: none). */
function sectionLines(lines: readonly string[], heading: string, level: number) {
  const mark = `${"#".repeat(level)} `;
  const start = lines.findIndex((line) => line.trim() === `${mark}${heading}`);
  const next = lines.findIndex(
    (line, i) => i > start && /^#+ /.test(line) && (line.match(/^#+/)?.[0].length ?? 0) <= level,
  );
  return { start, end: next < 0 ? lines.length : next };
}

/** The text under `## heading` (or the heading of `level`), without the heading; "" when missing. */
export function sectionBody(document: string, heading: string, level = 2): string {
  const lines = document.split("\n");
  const { start, end } = sectionLines(lines, heading, level);
  return start < 0
    ? ""
    : lines
        .slice(start + 1, end)
        .join("\n")
        .trim();
}

/** The document with `## heading` (or the heading of `level`) replaced by, or when missing followed by, the new section. */
export function replaceSection(document: string, heading: string, body: string, level = 2): string {
  const section = `${"#".repeat(level)} ${heading}\n\n${body.trim()}\n`;
  const lines = document.split("\n");
  const { start, end } = sectionLines(lines, heading, level);
  if (start < 0) return `${document.trimEnd()}\n\n${section}`;
  const before = lines.slice(0, start).join("\n").trimEnd();
  const after = end < lines.length ? `\n${lines.slice(end).join("\n")}` : "";
  return `${before ? `${before}\n\n` : ""}${section}${after}`;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const files = readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith(".bench.ts"))
    .filter((name) => wanted.length === 0 || wanted.includes(name.replace(/\.bench\.ts$/, "")))
    .sort();
  if (files.length === 0) throw new Error(`no bench matches ${wanted.join(", ") || "bench/*.bench.ts"}`);
  for (const file of files) {
    const module = (await import(pathToFileURL(join(import.meta.dirname, file)).href)) as { bench?: Bench };
    if (!module.bench) throw new Error(`${file} does not export \`bench\``);
    const log = (line: string) => console.log(`[${file}] ${line}`);
    log("running…");
    const before = existsSync(reportPath) ? readFileSync(reportPath, "utf8") : TITLE;
    const body = await module.bench.run(log, sectionBody(before, module.bench.heading));
    // Read again: another bench run may have written its section meanwhile.
    const current = existsSync(reportPath) ? readFileSync(reportPath, "utf8") : TITLE;
    // Formatted as the repository's lint expects (aligned tables), whoever wrote the other sections.
    const options = { ...(await resolveConfig(reportPath)), parser: "markdown" };
    writeFileSync(reportPath, await format(replaceSection(current, module.bench.heading, body), options));
    log(`written to docs/PERFORMANCE.md under "## ${module.bench.heading}"`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
