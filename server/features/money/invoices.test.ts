import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_CARDS } from "../../../contract/payments.ts";
import { tokeniseSandboxCard } from "../../../contract/sandbox-card.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { multipart } from "../../test/multipart.ts";
import { readPdf } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { call, payingUser } from "./money.test-support.ts";

let t: TestApp;
let dataDir: string;
const BANK = { BANK_ACCOUNT_HOLDER: "CSI Operations Ltd", BANK_IBAN: "GB33BUKB20201555555555", BANK_SWIFT: "BUKBGB22" };
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "csi-invoices-"));
  t = await createTestApp({
    config: {
      dataDir,
      bankTransfer: {
        accountHolderName: BANK.BANK_ACCOUNT_HOLDER,
        bankName: "Barclays",
        bankAddress: "1 Churchill Place, London",
        swiftCode: BANK.BANK_SWIFT,
        accountNumber: "",
        abaRoutingNumber: "",
        iban: BANK.BANK_IBAN,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const INFO = {
  companyName: "Acme Trading GmbH",
  companyId: "DE123456789",
  countryCode: "de",
  address1: "Hauptstraße 1",
  city: "Berlin",
  zipCode: "10115",
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "+49 30 1234567",
  email: "ada@acme.example",
};

async function buy(token: string, key: string) {
  const made = tokeniseSandboxCard("pk-sandbox", { number: SANDBOX_CARDS.succeeds, expiry: "12/39", cvc: "123" });
  if (!("token" in made)) throw new Error(made.problem);
  const paid = await call(t, "/pay/cardAuthorize", token, {
    productCode: "credits-10",
    paymentToken: made.token,
    idempotencyKey: key,
  });
  return paid.json.data.orderNo as string;
}

const getPdf = (url: string, token: string | null) =>
  t.app.inject({ method: "GET", url: `/csi${url}`, headers: token ? { authorization: token, language: "en_US" } : {} });

describe("billing information: /billingAndPayment/{get,save,update}InvoiceInformation", () => {
  it("is null until saved, then saved once, changed by update, trimmed, and the user's own", async () => {
    const user = await payingUser(t);
    const other = await payingUser(t);
    expect((await call(t, "/billingAndPayment/getInvoiceInformation", null, {})).status).toBe(401);
    expect((await call(t, "/billingAndPayment/getInvoiceInformation", user.token, {})).json.data).toBeNull();
    const missingUpdate = await call(t, "/billingAndPayment/updateInvoiceInformation", user.token, INFO);
    expect(missingUpdate.status).toBe(404);

    const saved = await call(t, "/billingAndPayment/saveInvoiceInformation", user.token, {
      ...INFO,
      city: "  Berlin ",
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ code: 200, msg: "Your billing information was saved" });
    expect(saved.json.data).toMatchObject({ ...INFO, countryCode: "DE", city: "Berlin" });
    const again = await call(t, "/billingAndPayment/saveInvoiceInformation", user.token, INFO);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe(409);

    const updated = await call(t, "/billingAndPayment/updateInvoiceInformation", user.token, {
      ...INFO,
      city: "Munich",
    });
    expect(updated.json.data.city).toBe("Munich");
    expect((await call(t, "/billingAndPayment/getInvoiceInformation", user.token, {})).json.data.city).toBe("Munich");
    expect((await call(t, "/billingAndPayment/getInvoiceInformation", other.token, {})).json.data).toBeNull();
  });

  it("answers the spec's message for the first empty field, in the caller's language, and bounds lengths", async () => {
    const user = await payingUser(t);
    const noCity = await call(
      t,
      "/billingAndPayment/saveInvoiceInformation",
      user.token,
      { ...INFO, city: " " },
      "fr_FR",
    );
    expect(noCity.status).toBe(400);
    expect(noCity.json).toMatchObject({ code: -1, msg: SERVER_MESSAGES.profileCityRequired.fr });
    const noCompany = await call(t, "/billingAndPayment/saveInvoiceInformation", user.token, {
      ...INFO,
      companyName: "",
    });
    expect(noCompany.json.msg).toBe("Please enter the organization name");
    const tooLong = await call(t, "/billingAndPayment/saveInvoiceInformation", user.token, {
      ...INFO,
      zipCode: "1".repeat(21),
    });
    expect(tooLong.status).toBe(400);
    expect((await call(t, "/billingAndPayment/getInvoiceInformation", user.token, {})).json.data).toBeNull();
  });
});

describe("invoices as PDFs: getUserRechargesPdfAddress/{orderNo}, getInvoicePdfAddress", () => {
  it("makes out a numbered invoice of a paid order to the billing details, only for its owner", async () => {
    const user = await payingUser(t);
    const other = await payingUser(t);
    const orderNo = await buy(user.token, "invoice-paid-1");
    const before = await getPdf(`/billingAndPayment/getUserRechargesPdfAddress/${orderNo}`, user.token);
    expect(before.statusCode).toBe(400);
    expect(before.json().msg).toBe("Please save your billing information first");
    await call(t, "/billingAndPayment/saveInvoiceInformation", user.token, INFO);

    const response = await getPdf(`/billingAndPayment/getUserRechargesPdfAddress/${orderNo}`, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    const text = pdf.text.join("\n");
    const number = /INV-\d{4}-\d{6}/.exec(text)?.[0];
    expect(number).toBeDefined();
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${number}.pdf"`);
    for (const expected of [
      orderNo,
      "Acme Trading GmbH",
      "DE123456789",
      "Hauptstraße 1, 10115 Berlin, DE",
      "10 credits",
      "USD 10.00",
      "Card ending 4242",
    ])
      expect(text).toContain(expected);

    expect((await getPdf(`/billingAndPayment/getUserRechargesPdfAddress/${orderNo}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await getPdf(`/billingAndPayment/getUserRechargesPdfAddress/${orderNo}`, null)).statusCode).toBe(401);
    const unknown = await getPdf("/billingAndPayment/getUserRechargesPdfAddress/NOPE", user.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(404);
    expect((await getPdf("/billingAndPayment/getUserRechargesPdfAddress/bad%20id", user.token)).statusCode).toBe(400);
  });

  it("refuses an invoice for a declined order", async () => {
    const user = await payingUser(t);
    await call(t, "/billingAndPayment/saveInvoiceInformation", user.token, INFO);
    const made = tokeniseSandboxCard("pk-sandbox", { number: SANDBOX_CARDS.declined, expiry: "12/39", cvc: "123" });
    if (!("token" in made)) throw new Error(made.problem);
    await call(t, "/pay/cardAuthorize", user.token, {
      productCode: "credits-10",
      paymentToken: made.token,
      idempotencyKey: "invoice-declined-1",
    });
    const orders = await call(t, "/billingAndPayment/getUserRechargesPage", user.token, {});
    const declined = orders.json.data.list[0].orderNo as string;
    expect((await getPdf(`/billingAndPayment/getUserRechargesPdfAddress/${declined}`, user.token)).statusCode).toBe(
      404,
    );
  });

  it("lists the year's paid orders with their invoice numbers and the total; 404 for a year without", async () => {
    const user = await payingUser(t);
    await call(t, "/billingAndPayment/saveInvoiceInformation", user.token, INFO);
    const first = await buy(user.token, "statement-1");
    const second = await buy(user.token, "statement-2");
    const year = new Date().getUTCFullYear();
    const response = await getPdf(`/billingAndPayment/getInvoicePdfAddress?year=${year}`, user.token);
    expect(response.statusCode).toBe(200);
    const text = (await readPdf(response.rawPayload)).text.join("\n");
    expect(text).toContain(`Statement of invoices ${year}`);
    expect(text).toContain(first);
    expect(text).toContain(second);
    expect(text).toContain("USD 20.00");
    expect(text.match(/INV-\d{4}-\d{6}/g)?.length).toBe(2);
    const empty = await getPdf("/billingAndPayment/getInvoicePdfAddress?year=2001", user.token);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().msg).toBe("You have no paid orders in 2001");
    expect((await getPdf("/billingAndPayment/getInvoicePdfAddress?year=1900", user.token)).statusCode).toBe(400);
  });
});

describe("bank transfer: details and POST /billingAndPayment/upload", () => {
  const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
  const upload = (token: string | null, file?: { name: string; type: string; data: Buffer }) => {
    const body = multipart({}, file);
    return t.app.inject({
      method: "POST",
      url: "/csi/billingAndPayment/upload",
      payload: body.payload,
      headers: { "content-type": body.contentType, language: "en_US", ...(token ? { authorization: token } : {}) },
    });
  };

  it("shows the operator's account with the user's code as the reference", async () => {
    const user = await payingUser(t);
    const details = await call(t, "/billingAndPayment/getBankTransferDetails", user.token);
    expect(details.json.data).toMatchObject({
      accountHolderName: "CSI Operations Ltd",
      iban: BANK.BANK_IBAN,
      swiftCode: "BUKBGB22",
    });
    expect(details.json.data.reference).toMatch(/^M/);
  });

  it("keeps a PDF or image receipt, checked by its bytes, and refuses others", async () => {
    const user = await payingUser(t);
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    const ok = await upload(user.token, { name: "receipt.pdf", type: "application/pdf", data: pdf });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      code: 200,
      data: { contentType: "application/pdf", size: pdf.length, name: "receipt.pdf" },
    });
    const row = await t.database.db
      .selectFrom("uploaded_files")
      .select(["purpose", "user_id"])
      .where("id", "=", ok.json().data.id)
      .executeTakeFirstOrThrow();
    expect({ ...row, user_id: String(row.user_id) }).toEqual({ purpose: "transfer", user_id: user.id });
    expect((await upload(user.token, { name: "r.png", type: "image/png", data: PNG })).statusCode).toBe(200);
    const fake = await upload(user.token, {
      name: "receipt.pdf",
      type: "application/pdf",
      data: Buffer.from("MZ not a pdf"),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe(415);
    const big = await upload(user.token, {
      name: "big.pdf",
      type: "application/pdf",
      data: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect((await upload(user.token)).statusCode).toBe(400);
    expect((await upload(null, { name: "r.png", type: "image/png", data: PNG })).statusCode).toBe(401);
  });
});
