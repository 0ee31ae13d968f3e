/**
 * `npm run bench [name...]`: runs every bench/*.bench.ts (or the ones named), each in turn, and
 * writes each one's results under its own heading in docs/PERFORMANCE.md, leaving the other
 * sections as they are. A bench module exports `bench: { heading, run }`; `run` returns Markdown.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";

export type Bench = {
  /** The section of docs/PERFORMANCE.md this bench owns ("## {heading}"). */
  heading: string;
  run: (log: (line: string) => void) => Promise<string>;
};

const root = resolve(import.meta.dirname, "..");
const reportPath = join(root, "docs", "PERFORMANCE.md");
const TITLE =
  "# Performance\n\nMeasured by `npm run bench` (bench/*.bench.ts); each section is rewritten by its own bench.\n";

/** The document with `## heading` replaced by (or, when missing, followed by) the new section. */
export function replaceSection(document: string, heading: string, body: string): string {
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const lines = document.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return `${document.trimEnd()}\n\n${section}`;
  const next = lines.findIndex((line, i) => i > start && line.startsWith("## "));
  const before = lines.slice(0, start).join("\n").trimEnd();
  const after = next < 0 ? "" : `\n${lines.slice(next).join("\n")}`;
  return `${before}\n\n${section}${after}`;
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
    const body = await module.bench.run(log);
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
