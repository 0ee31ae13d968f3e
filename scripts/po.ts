import { parsePo } from "../server/i18n/po.ts";

export { parsePo, type PoEntry } from "../server/i18n/po.ts";

/** The catalogs of each locale in src/locales/<locale>/: the web app's and the server's (one Lingui config). */
export const CATALOGS = ["messages", "server"] as const;

/**
 * Fills the empty `msgstr` of entries whose msgid has a translation; everything else is kept as it is.
 * Works on blocks (entries are separated by blank lines).
 */
export function fillTranslations(text: string, translations: Record<string, string>): { text: string; filled: number } {
  let filled = 0;
  const blocks = text.split(/\n\n/).map((block) => {
    const [entry] = parsePo(block);
    if (!entry || entry.msgstr.trim() || !translations[entry.msgid]?.trim()) return block;
    const lines = block.split("\n");
    const start = lines.findIndex((l) => l.startsWith("msgstr "));
    let end = start + 1;
    while (end < lines.length && lines[end]!.startsWith('"')) end++;
    lines.splice(start, end - start, `msgstr ${JSON.stringify(translations[entry.msgid])}`);
    filled++;
    return lines.join("\n");
  });
  return { text: blocks.join("\n\n"), filled };
}
