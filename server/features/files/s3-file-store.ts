import type { S3Config } from "../../config.ts";
import type { FileStore } from "./file-store.ts";
import { sha256Hex, signRequest, type SigningKeyParts } from "./sigv4.ts";

/**
 * The upload service's bytes in an S3-compatible bucket: PUT, GET and DELETE of one object each,
 * signed with SigV4 (sigv4.ts) over `fetch`; no SDK. The payload is signed too (its SHA-256 in
 * `x-amz-content-sha256`), so a changed body is refused by the store.
 */
export function s3FileStore(config: S3Config, now: () => Date = () => new Date()): FileStore {
  const key: SigningKeyParts = { ...config, service: "s3" };
  const urlOf = (id: string) =>
    new URL(`${config.endpoint.replace(/\/+$/, "")}/${config.bucket}/${config.prefix}${encodeURIComponent(id)}`);
  const send = async (method: "PUT" | "GET" | "DELETE", id: string, body?: Uint8Array) => {
    const url = urlOf(id);
    const payloadHash = sha256Hex(body ?? "");
    const headers = signRequest(
      { method, url, headers: { "x-amz-content-sha256": payloadHash }, payloadHash },
      key,
      now(),
    );
    const { host: _host, ...sent } = headers;
    return fetch(url, { method, headers: sent, ...(body ? { body: new Uint8Array(body) } : {}) });
  };
  const fail = async (what: string, response: Response) => {
    const detail = (await response.text().catch(() => "")).slice(0, 200);
    return new Error(`file store: ${what} answered ${response.status} ${detail}`);
  };
  return {
    async put(id, bytes) {
      const response = await send("PUT", id, bytes);
      if (!response.ok) throw await fail(`PUT ${id}`, response);
      await response.arrayBuffer();
    },
    async get(id) {
      const response = await send("GET", id);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await fail(`GET ${id}`, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(id) {
      const response = await send("DELETE", id);
      // Deleting what is not there is not an error (S3 answers 204 either way).
      if (!response.ok && response.status !== 404) throw await fail(`DELETE ${id}`, response);
      await response.arrayBuffer();
    },
  };
}
