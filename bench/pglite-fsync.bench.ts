/**
 * PGlite with `fsync` on and off (issue 20, finding 7): 1,000 acknowledged writes (one INSERT per
 * transaction, as the API's writes are), on a data folder on disk, with PGlite's own start options
 * (`-F`: fsync off) and with the same options without `-F` (fsync on). For reference, the cost of a
 * real disk sync per write on the same disk: 1,000 × (write 8 kB, `fsync`) from Node.
 *
 * BENCH_DIR: where the data folders go (default the system's temporary folder; it must be on the
 * disk the server's DATA_DIR would be on); BENCH_WRITES (1000).
 */
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Bench } from "./run.ts";

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const DIR = process.env.BENCH_DIR ?? os.tmpdir();

/** PGlite's own start options (dist: `defaultStartParams`), of which `-F` turns fsync off. */
const DEFAULT_START = [
  "--single",
  "-F",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "io_method=sync",
  "-c",
  "max_parallel_maintenance_workers=0",
];

type Run = { mode: string; fsync: string; ms: number };

async function writes(mode: string, startParams: string[] | undefined): Promise<Run> {
  const dataDir = mkdtempSync(join(DIR, "csi-fsync-"));
  try {
    const db = await PGlite.create({ dataDir, ...(startParams ? { startParams } : {}) });
    await db.exec("CREATE TABLE t (id serial PRIMARY KEY, body text NOT NULL)");
    const fsync = (await db.query<{ fsync: string }>("SHOW fsync")).rows[0]?.fsync ?? "?";
    const started = performance.now();
    for (let i = 0; i < WRITES; i++) await db.query("INSERT INTO t (body) VALUES ($1)", [`write ${i}`]);
    const ms = performance.now() - started;
    await db.close();
    return { mode, fsync, ms };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function diskSyncs(): Run {
  const dir = mkdtempSync(join(DIR, "csi-fsync-"));
  const fd = openSync(join(dir, "wal"), "w");
  const page = Buffer.alloc(8192, 7);
  const started = performance.now();
  for (let i = 0; i < WRITES; i++) {
    writeSync(fd, page);
    fsyncSync(fd);
  }
  const ms = performance.now() - started;
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
  return { mode: "reference: Node write 8 kB + fsync(2)", fsync: "—", ms };
}

export const bench: Bench = {
  heading: "PGlite fsync",
  run: async (log) => {
    const runs: Run[] = [];
    for (const [mode, params] of [
      ["PGlite default (`-F`)", undefined],
      ["PGlite without `-F`", DEFAULT_START.filter((p) => p !== "-F")],
    ] as const) {
      const run = await writes(mode, params ? [...params] : undefined);
      log(`${mode}: fsync=${run.fsync}, ${run.ms.toFixed(0)} ms`);
      runs.push(run);
    }
    runs.push(diskSyncs());
    const rows = runs.map(
      (r) => `| ${r.mode} | ${r.fsync} | ${r.ms.toFixed(0)} | ${((r.ms * 1000) / WRITES).toFixed(0)} |`,
    );
    const cpu = os.cpus()[0]?.model ?? "?";
    return [
      `${WRITES.toLocaleString("en")} acknowledged writes (one INSERT per transaction) on a data folder on disk.`,
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, ${os.platform()} ` +
        `${os.release()}, Node ${process.version}, data folder on ext4 (\`${DIR}\`), the machine shared with other work.`,
      "",
      "| Run | `SHOW fsync` | Total ms | µs per write |",
      "| --- | --- | ---: | ---: |",
      ...rows,
      "",
      "With `-F` removed PostgreSQL says `fsync = on` and calls `fsync`/`fdatasync` at every commit, but inside",
      "PGlite's WebAssembly file system those calls reach no disk: Emscripten's `fdatasync` returns 0 without doing",
      "anything and `fd_sync` calls the stream's `fsync`, which its Node file system (NODEFS) does not have. The",
      "cost is therefore about the same, and so is the guarantee: a write is in the operating system's page cache",
      "when acknowledged (safe against `kill -9` of the server), not on the disk (a power cut or an operating-system",
      "crash may lose it). The last row is what a real sync per write costs on this disk. See",
      "docs/decisions/0026-abuse-limits.md and docs/OPERATIONS.md.",
    ].join("\n");
  },
};
