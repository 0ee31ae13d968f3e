import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { createTarGzip } from "nanotar";
import { afterAll, describe, expect, it } from "vitest";
import { restoreEmbedded } from "./backup.ts";
import { openDatabase, type Database } from "./database.ts";
import { migrate } from "./migrate.ts";

const root = resolve(import.meta.dirname, "..", "..");
const scratch = mkdtempSync(join(tmpdir(), "csi-backup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `npm run <script> -- args` with DATA_DIR, on the embedded database. */
function npmRun(script: string, args: string[], dataDir: string): Promise<{ status: number | null; out: string }> {
  return new Promise((done, fail) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], { cwd: root, env });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", fail);
    child.on("exit", (status) => done({ status, out }));
  });
}

const TABLES = ["app_users", "collections", "collection_items", "credit_ledger"] as const;

async function snapshot(database: Database) {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    rows[table] = (await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(database.db)).rows;
  }
  return rows;
}

/** Two users with credits and folders, written the way the app writes them. */
async function fillIn(database: Database) {
  const users = await database.db
    .insertInto("app_users")
    .values([
      { user_code: "U-1", email: "ada@example.com", first_name: "Ada" },
      { user_code: "U-2", email: "grace@example.com", first_name: "Grace" },
    ])
    .returning("id")
    .execute();
  for (const [i, { id }] of users.entries()) {
    await database.db
      .insertInto("credit_ledger")
      .values([
        { user_id: id, delta: 100, reason: "signup" },
        { user_id: id, delta: -(i + 1), reason: "export" },
      ])
      .execute();
    const folder = randomUUID();
    const at = new Date(Date.UTC(2026, 10, 20 + i));
    await database.db
      .insertInto("collections")
      .values({ id: folder, user_id: id, name: `Suppliers ${i}`, name_changed_at: at, created_at: at })
      .execute();
    await database.db
      .insertInto("collection_items")
      .values({
        collection_id: folder,
        aaa_id: `A-${i}`,
        company_id: 10 + i,
        user_id: id,
        present: true,
        changed_at: at,
      })
      .execute();
  }
}

describe("npm run backup / npm run restore (embedded database)", () => {
  it(
    "restores a backup into a fresh folder with every user, collection and ledger row",
    { timeout: 300_000 },
    async () => {
      const original = join(scratch, "original");
      const database = await openDatabase({ dataDir: original });
      await migrate(database);
      await fillIn(database);
      const before = await snapshot(database);
      await database.close();
      expect(before.app_users).toHaveLength(2);
      expect(before.credit_ledger).toHaveLength(4);
      // An uploaded file, where the upload service keeps it (DATA_DIR/files/<first two>/<id>).
      const upload = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) % 256);
      mkdirSync(join(original, "files", "ab"), { recursive: true });
      writeFileSync(join(original, "files", "ab", "abcdef-upload"), upload);

      const file = join(scratch, "csi.tar.gz");
      const backup = await npmRun("backup", ["--out", file], original);
      expect(backup.out).toMatch(
        /^\[csi\] backup of .* written to .*csi\.tar\.gz \(\d+\.\d MB in .* s; uploaded files: 1\)/,
      );
      expect(backup.status).toBe(0);

      const fresh = join(scratch, "fresh");
      const restore = await npmRun("restore", [file], fresh);
      expect(restore.out).toMatch(/^\[csi\] restored .* \(\d+ migrations recorded; uploaded files: 1\)/);
      expect(restore.status).toBe(0);
      expect(new Uint8Array(readFileSync(join(fresh, "files", "ab", "abcdef-upload")))).toEqual(upload);

      const restored = await openDatabase({ dataDir: fresh });
      try {
        expect(await snapshot(restored)).toEqual(before);
        // The restored database is writable and its sequences go on where they were.
        const [next] = await restored.db
          .insertInto("app_users")
          .values({ user_code: "U-3", email: "new@example.com" })
          .returning("id")
          .execute();
        expect(Number(next?.id)).toBeGreaterThan(
          Math.max(...before.app_users!.map((u) => Number((u as { id: string }).id))),
        );
      } finally {
        await restored.close();
      }

      // A database already there is never overwritten silently.
      const again = await npmRun("restore", [file], fresh);
      expect(again.status).toBe(1);
      expect(again.out).toMatch(/^\[csi\] restore failed: .*already holds data; add --replace/);
      expect(existsSync(join(fresh, "pglite", "PG_VERSION"))).toBe(true);
    },
  );

  it(
    "restores a backup from before the files were in it, and writes no file outside DATA_DIR/files",
    { timeout: 300_000 },
    async () => {
      const database = await openDatabase({});
      await migrate(database);
      const dump = new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer());
      await database.close();

      const legacy = join(scratch, "legacy.tar.gz");
      writeFileSync(legacy, dump);
      const restored = await restoreEmbedded(legacy, join(scratch, "from-legacy"));
      expect(restored.migrations).toBeGreaterThan(30);
      expect(restored.files).toBe(0);
      expect(existsSync(join(scratch, "from-legacy", "files"))).toBe(false);

      const evil = join(scratch, "evil.tar.gz");
      const entries = [
        { name: "database.tar.gz", data: dump },
        { name: "files/../../outside", data: "x" },
      ];
      writeFileSync(evil, await createTarGzip(entries));
      const fromEvil = await restoreEmbedded(evil, join(scratch, "from-evil"));
      expect(fromEvil.files).toBe(0);
      expect(existsSync(join(scratch, "outside"))).toBe(false);
      expect(existsSync(join(scratch, "from-evil", "outside"))).toBe(false);
    },
  );
});
