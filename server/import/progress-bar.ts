/**
 * A progress bar on stderr: redrawn in place on a terminal, one line per tenth otherwise
 * (CI logs, pipes), so that the output stays readable either way.
 */
export function progressBar(
  label: string,
  stream: NodeJS.WriteStream | { write: (s: string) => boolean; isTTY?: boolean },
) {
  const width = 30;
  let lastTenth = -1;
  const started = Date.now();
  return {
    /** `detail` follows the counts, e.g. "12,000 records" when done/total are bytes. */
    update(done: number, total: number, detail = "") {
      const ratio = total === 0 ? 1 : done / total;
      const filled = Math.round(ratio * width);
      const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
      const text = `${label} [${bar}] ${(ratio * 100).toFixed(0).padStart(3)}% ${done.toLocaleString("en")}/${total.toLocaleString("en")}${detail && ` ${detail}`}`;
      if (stream.isTTY) stream.write(`\r${text}`);
      else {
        const tenth = Math.floor(ratio * 10);
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        stream.write(`${text}\n`);
      }
    },
    done() {
      if (stream.isTTY) stream.write("\n");
      return Date.now() - started;
    },
  };
}
