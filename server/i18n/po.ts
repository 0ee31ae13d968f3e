/** A minimal reader of gettext .po files as Lingui writes them: one entry per msgid (and msgctxt). */
export type PoEntry = {
  msgid: string;
  msgstr: string;
  obsolete: boolean;
  comment?: string;
  /** The `msgctxt` (Lingui `context`) that tells this entry from another with the same msgid. */
  context?: string;
  /** The source files of the `#:` lines. */
  references?: string[];
};

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { msgid: string; msgstr: string; field: "msgid" | "msgstr" | null; obsolete: boolean } | null = null;
  let comment = "";
  let context: string | undefined;
  let references: string[] = [];
  const flush = () => {
    if (current && current.msgid !== "") {
      entries.push({
        msgid: current.msgid,
        msgstr: current.msgstr,
        obsolete: current.obsolete,
        ...(comment ? { comment } : {}),
        ...(context !== undefined ? { context } : {}),
        ...(references.length ? { references } : {}),
      });
    }
    current = null;
    comment = "";
    context = undefined;
    references = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const obsolete = raw.startsWith("#~ ");
    const line = obsolete ? raw.slice(3) : raw;
    if (line.startsWith("#. ")) {
      comment = comment ? `${comment} ${line.slice(3)}` : line.slice(3);
    } else if (line.startsWith("#: ")) {
      references.push(...line.slice(3).split(" ").filter(Boolean));
    } else if (line.startsWith("msgctxt ")) {
      context = unquote(line.slice(8));
    } else if (line.startsWith("msgid ")) {
      const pending = current ? { comment: "", context: undefined, references: [] } : { comment, context, references };
      flush();
      ({ comment, context, references } = pending);
      current = { msgid: unquote(line.slice(6)), msgstr: "", field: "msgid", obsolete };
    } else if (line.startsWith("msgstr ") && current) {
      current.msgstr = unquote(line.slice(7));
      current.field = "msgstr";
    } else if (line.startsWith('"') && current?.field) {
      current[current.field] += unquote(line);
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  return entries.filter((e) => !e.obsolete);
}
