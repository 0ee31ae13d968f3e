import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Config } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipart } from "../../test/multipart.ts";
import { signedInTestUser } from "../../test/signed-in.ts";
import { s3FileStore } from "./s3-file-store.ts";
import { sha256Hex, signRequest } from "./sigv4.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const SECRET = "test-secret-key-0123456789";

/**
 * A small S3-compatible server: checks each request's SigV4 signature (recomputed from what it
 * received, with the secret it knows) and its payload hash, then keeps the objects in memory.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; path: string; signed: boolean }[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
      const auth = String(request.headers.authorization ?? "");
      const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(";") ?? [];
      const headers = Object.fromEntries(
        signedNames.filter((n) => n !== "host" && n !== "x-amz-date").map((n) => [n, String(request.headers[n])]),
      );
      const stamp = String(request.headers["x-amz-date"]);
      const at = new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
      const hash = String(request.headers["x-amz-content-sha256"]);
      const expected = signRequest(
        { method: request.method ?? "GET", url, headers, payloadHash: hash },
        { accessKeyId: "AKTEST", secretAccessKey: SECRET, region: "eu-test-1", service: "s3" },
        at,
      ).authorization;
      const signed = auth === expected && hash === sha256Hex(body) && signedNames.includes("x-amz-content-sha256");
      seen.push({ method: request.method ?? "", path: url.pathname, signed });
      if (!signed) {
        response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
        return;
      }
      const key = url.pathname;
      if (request.method === "PUT") {
        objects.set(key, body);
        response.writeHead(200).end();
      } else if (request.method === "GET") {
        const object = objects.get(key);
        if (object) response.writeHead(200, { "content-type": "application/octet-stream" }).end(object);
        else response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      } else if (request.method === "DELETE") {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    })();
  });
  return { server, objects, seen };
}

describe("the upload service on an S3-compatible store (S3_BUCKET), signed with SigV4", () => {
  const s3 = fakeS3();
  let t: TestApp;
  let dataDir: string;
  let token: string;
  let config: S3Config;
  beforeAll(async () => {
    await new Promise<void>((done) => s3.server.listen(0, "127.0.0.1", done));
    const { port } = s3.server.address() as AddressInfo;
    config = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: "csi-files",
      region: "eu-test-1",
      accessKeyId: "AKTEST",
      secretAccessKey: SECRET,
      prefix: "uploads/",
    };
    dataDir = await mkdtemp(join(tmpdir(), "csi-s3-"));
    t = await createTestApp({ config: { dataDir, s3: config } });
    token = (await signedInTestUser(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((done) => s3.server.close(done));
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stores an upload in the bucket with signed requests, nothing under DATA_DIR, and deletes it", async () => {
    const body = multipart({ purpose: "image" }, { name: "logo.png", type: "image/png", data: PNG });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/csi/file/ossfile/upload",
      payload: body.payload,
      headers: { "content-type": body.contentType, authorization: token, language: "en_US" },
    });
    expect(uploaded.json()).toMatchObject({ code: 200, data: { contentType: "image/png" } });
    const { id } = uploaded.json().data as { id: string };
    expect(s3.objects.get(`/csi-files/uploads/${id}`)?.equals(PNG)).toBe(true);
    expect(s3.seen.at(-1)).toEqual({ method: "PUT", path: `/csi-files/uploads/${id}`, signed: true });
    await expect(readdir(join(dataDir, "files"))).rejects.toThrow();

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/csi/file/ossfile/delete?id=${id}`,
      headers: { authorization: token, language: "en_US" },
    });
    expect(deleted.json()).toMatchObject({ code: 200 });
    expect(s3.objects.has(`/csi-files/uploads/${id}`)).toBe(false);
    expect(s3.seen.at(-1)).toMatchObject({ method: "DELETE", signed: true });
  });

  it("reads back what it stored, answers null for a missing object, and fails on a wrong key", async () => {
    const store = s3FileStore(config);
    await store.put("AAAAAAAAAAAAAAAAAAAAAA", PNG);
    expect((await store.get("AAAAAAAAAAAAAAAAAAAAAA"))?.equals(PNG)).toBe(true);
    expect(await store.get("BBBBBBBBBBBBBBBBBBBBBB")).toBeNull();
    const wrong = s3FileStore({ ...config, secretAccessKey: "not-the-secret" });
    await expect(wrong.put("CCCCCCCCCCCCCCCCCCCCCC", PNG)).rejects.toThrow(/answered 403/);
    expect(s3.objects.has("/csi-files/uploads/CCCCCCCCCCCCCCCCCCCCCC")).toBe(false);
  });
});
