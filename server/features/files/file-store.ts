import { mkdir, rm, writeFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../../config.ts";
import { s3FileStore } from "./s3-file-store.ts";

/**
 * The uploaded files' bytes under DATA_DIR/files/<two characters>/<id>: folders 0700, files 0600
 * (DATA_DIR holds secrets; docs/decisions/0021-hardening.md). The id is random and checked by the
 * contract (22 base64url characters), so it never leaves the folder.
 */
export type FileStore = {
  put(id: string, bytes: Uint8Array): Promise<void>;
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
};

export function diskFileStore(dataDir: string): FileStore {
  const root = join(dataDir, "files");
  const folderOf = (id: string) => join(root, id.slice(0, 2));
  return {
    async put(id, bytes) {
      await mkdir(folderOf(id), { recursive: true, mode: 0o700 });
      await writeFile(join(folderOf(id), id), bytes, { mode: 0o600, flag: "wx" });
    },
    async get(id) {
      try {
        return await readFile(join(folderOf(id), id));
      } catch {
        return null;
      }
    },
    async remove(id) {
      await rm(join(folderOf(id), id), { force: true });
    },
  };
}

/** The store the configuration selects (one for the whole server: uploads and their readers share it). */
export function fileStoreOf(config: Pick<Config, "dataDir" | "s3">): FileStore {
  return config.s3 ? s3FileStore(config.s3) : diskFileStore(config.dataDir);
}
