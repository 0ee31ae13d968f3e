import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { multipart } from "../../test/multipart.ts";
import { signedInTestUser } from "../../test/signed-in.ts";
import type { VirusScanner } from "../../lib/virus-scan.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const EICAR_MARK = "EICAR-TEST";

/** A scanner that refuses any file containing the test mark, as a real one would refuse EICAR. */
const markScanner: VirusScanner = {
  name: "test",
  scan: async (bytes) =>
    Buffer.from(bytes).includes(EICAR_MARK) ? { clean: false, threat: "Test-Signature" } : { clean: true },
};

describe("the upload service: POST /csi/file/ossfile/upload, DELETE /csi/file/ossfile/delete", () => {
  let t: TestApp;
  let dataDir: string;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "csi-files-"));
    t = await createTestApp({ config: { dataDir }, virusScanner: markScanner });
    token = (await signedInTestUser(t)).token;
    otherToken = (await signedInTestUser(t)).token;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (
    purpose: string | null,
    file?: { name: string; type: string; data: Buffer },
    options: { auth?: string | null; language?: string } = {},
  ) => {
    const body = multipart(purpose === null ? {} : { purpose }, file);
    const auth = options.auth === undefined ? token : options.auth;
    return t.app.inject({
      method: "POST",
      url: "/csi/file/ossfile/upload",
      payload: body.payload,
      headers: {
        "content-type": body.contentType,
        language: options.language ?? "en_US",
        ...(auth ? { authorization: auth } : {}),
      },
    });
  };
  const remove = (id: string, auth = token) =>
    t.app.inject({
      method: "DELETE",
      url: `/csi/file/ossfile/delete?id=${id}`,
      headers: { authorization: auth, language: "en_US" },
    });

  it("needs a signed-in user", async () => {
    const response = await upload("report", { name: "a.png", type: "image/png", data: PNG }, { auth: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: null });
  });

  it("stores a PDF under DATA_DIR with mode 0600, typed by its bytes, not by its declared type", async () => {
    const response = await upload("report", { name: "extract?.pdf", type: "text/plain", data: PDF });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      msg: "The file was uploaded",
      data: { name: "extract_.pdf", contentType: "application/pdf", size: PDF.length, purpose: "report" },
    });
    const id: string = body.data.id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const path = join(dataDir, "files", id.slice(0, 2), id);
    expect(await readFile(path)).toEqual(PDF);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const row = await t.database.db
      .selectFrom("uploaded_files")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: "report", content_type: "application/pdf", size: PDF.length });
  });

  it("refuses a type the purpose does not accept with 415, whatever the name and declared type say", async () => {
    const script = await upload("report", { name: "x.png", type: "image/png", data: Buffer.from("<svg onload=1>") });
    expect(script.statusCode).toBe(415);
    expect(script.json()).toEqual({
      code: 415,
      msg: "This type of file is not accepted here. Accepted: PNG, JPEG, GIF, WebP, PDF",
      data: null,
      requestId: expect.any(String),
    });
    // A real PDF, but pictures only for this purpose; the message is in the caller's language.
    const pdfAsImage = await upload(
      "image",
      { name: "a.pdf", type: "application/pdf", data: PDF },
      { language: "ge_DE" },
    );
    expect(pdfAsImage.statusCode).toBe(415);
    expect(pdfAsImage.json().msg).toBe("Dieser Dateityp wird hier nicht angenommen. Erlaubt: PNG, JPEG, GIF, WebP");
  });

  it("refuses a file over the purpose's limit with 413 and the limit in the message", async () => {
    const bigPng = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const asImage = await upload("image", { name: "big.png", type: "image/png", data: bigPng });
    expect(asImage.statusCode).toBe(413);
    expect(asImage.json()).toMatchObject({ code: 413, msg: "The file is too large: at most 2 MB", data: null });
    // Over the largest limit of all: cut by the multipart parser, still the purpose's message.
    const huge = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const asReport = await upload("report", { name: "huge.pdf", type: "application/pdf", data: huge });
    expect(asReport.statusCode).toBe(413);
    expect(asReport.json()).toMatchObject({ code: 413, msg: "The file is too large: at most 5 MB" });
    // The same bytes within the report limit are accepted: the refusal was the size.
    expect((await upload("report", { name: "ok.png", type: "image/png", data: bigPng })).statusCode).toBe(200);
  });

  it("asks for a purpose and a file", async () => {
    const noPurpose = await upload(null, { name: "a.png", type: "image/png", data: PNG });
    expect(noPurpose.statusCode).toBe(400);
    expect(noPurpose.json()).toMatchObject({
      code: -1,
      msg: "Say what the file is for: report, proof, transfer, image",
    });
    const noFile = await upload("report");
    expect(noFile.json()).toMatchObject({ code: -1, msg: "Choose a file to upload" });
  });

  it("passes every upload through the virus-scan hook: a refused file is 422 and nothing is stored", async () => {
    const before = await t.database.db
      .selectFrom("uploaded_files")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const infected = Buffer.concat([PDF, Buffer.from(EICAR_MARK)]);
    const response = await upload("proof", { name: "x.pdf", type: "application/pdf", data: infected });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 422, msg: "The file was refused by the virus scan", data: null });
    const after = await t.database.db
      .selectFrom("uploaded_files")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("deletes the user's own file (row and bytes), and only theirs", async () => {
    const { id } = (await upload("image", { name: "p.png", type: "image/png", data: PNG })).json().data as {
      id: string;
    };
    const notTheirs = await remove(id, otherToken);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ code: 404, msg: "The file does not exist" });
    const deleted = await remove(id);
    expect(deleted.json()).toMatchObject({ code: 200, msg: "The file was deleted" });
    await expect(stat(join(dataDir, "files", id.slice(0, 2), id))).rejects.toThrow();
    expect((await remove(id)).statusCode).toBe(404);
    expect((await remove("not-an-id")).statusCode).toBe(400);
  });
});
