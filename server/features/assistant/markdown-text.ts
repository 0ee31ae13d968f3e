/** Text from the records written into Markdown: its markup characters escaped, so a name stays a name. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]()#<>!|~]/g, (character) => `\\${character}`).replace(/\s+/g, " ");
}

/** A Markdown link to a page of this product (the web renders only such links and http(s) ones). */
export function markdownLink(label: string, path: string): string {
  return `[${escapeMarkdown(label)}](${path})`;
}
