import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SERVER_MESSAGES } from "../../i18n/messages.ts";
import { call, codeIn, freshIp, lastMailTo, requestCode } from "./accounts.test-helpers.ts";
import type { FastifyBaseLogger } from "fastify";
import { loadConfig } from "../../config.ts";
import { createMailer } from "../../mail/mailer.ts";
import { sendMail } from "../../mail/mail.service.ts";

describe("mail without SMTP: the outbox, the log and the development mailbox (DEV_MAILBOX=1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { devMailbox: true } });
  });
  afterAll(() => t.close());

  it("keeps each mail in the outbox and lists it newest first as JSON", async () => {
    const first = await requestCode(t, "one@example.com", "1", { language: "ge_DE" });
    await requestCode(t, "two@example.com", "1");
    const res = await call(t, "GET", "/csi/dev/mailbox");
    expect(res.statusCode).toBe(200);
    const mails = res.json().data as { to: string; subject: string; text: string; sentAt: string }[];
    expect(mails.map((m) => m.to)).toEqual(["two@example.com", "one@example.com"]);
    expect(mails[1]).toEqual({
      id: expect.any(String),
      to: "one@example.com",
      subject: SERVER_MESSAGES.mailRegisterSubject.de,
      text: expect.stringContaining(first),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(mails[1]?.text).toContain("Ihr Bestätigungscode lautet");
    expect((await lastMailTo(t, "one@example.com"))?.status).toBe("logged");
  });

  it("shows the page at /dev/mailbox with the mails escaped", async () => {
    await requestCode(t, "<script>alert(1)</script>@example.com", "1");
    const res = await call(t, "GET", "/dev/mailbox");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;@example.com");
    expect(res.body).not.toContain("<script>alert");
    expect(res.body.indexOf("&lt;script&gt;")).toBeLessThan(res.body.indexOf("one@example.com"));
  });

  it("answers 404 to other machines", async () => {
    expect((await call(t, "GET", "/dev/mailbox", { ip: "192.0.2.10" })).statusCode).toBe(404);
    const forged = await call(t, "GET", "/csi/dev/mailbox", {
      ip: "192.0.2.10",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe("finding 4: the development mailbox only when asked for", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is on with DEV_MAILBOX=1 only, never with SMTP, and refuses to start with TRUST_PROXY", () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: "1" }).devMailbox).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: "1", SMTP_URL: "smtp://localhost:25" }).devMailbox).toBe(false);
    expect(() => loadConfig({ DEV_MAILBOX: "1", TRUST_PROXY: "1" })).toThrow(
      /DEV_MAILBOX=1 cannot be used with TRUST_PROXY/,
    );
  });

  it("has no mailbox without DEV_MAILBOX, even for loopback callers, and keeps the mail in the outbox", async () => {
    await requestCode(t, "quiet@example.com", "1");
    expect((await call(t, "GET", "/csi/dev/mailbox")).statusCode).toBe(404);
    expect((await call(t, "GET", "/dev/mailbox")).statusCode).toBe(404);
    expect((await lastMailTo(t, "quiet@example.com"))?.status).toBe("logged");
  });

  it.each([
    [false, false],
    [true, true],
  ])("with the mailbox %s, the mail's text (the code) is in the log: %s", async (devMailbox, logged) => {
    const lines: unknown[] = [];
    const log = { info: (...args: unknown[]) => lines.push(args), error: () => {} } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: undefined, from: "x@example.com", devMailbox });
    const message = { to: "log@example.com", subject: "Code", text: "Your code is 123456" };
    await sendMail(t.database.db, mailer, log, message, new Date());
    expect(JSON.stringify(lines).includes("123456")).toBe(logged);
    expect(lines.length).toBe(1);
  });
});

type Received = { from: string; to: string[]; raw: string };

async function startSmtp(options: { reject?: boolean }) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject) return callback(new Error("550 mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("mail over SMTP (a real SMTP server on loopback)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let refusing: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let broken: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp({});
    refusing = await startSmtp({ reject: true });
    t = await createTestApp({ config: { smtpUrl: smtp.url, mailFrom: "no-reply@csi.example" } });
    broken = await createTestApp({ config: { smtpUrl: refusing.url } });
  });
  afterAll(async () => {
    await t.close();
    await broken.close();
    await smtp.close();
    await refusing.close();
  });

  it("sends the code mail and marks the outbox row sent", async () => {
    const res = await call(t, "POST", "/csi/user/sendEmailVerification", {
      payload: { email: "ada@example.com", source: "1" },
      ip: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe("no-reply@csi.example");
    expect(mail?.to).toEqual(["ada@example.com"]);
    expect(mail?.raw).toContain(`Subject: ${SERVER_MESSAGES.mailRegisterSubject.en}`);
    const row = await lastMailTo(t, "ada@example.com");
    expect(row?.status).toBe("sent");
    expect(row?.sent_at).not.toBeNull();
    expect(mail?.raw).toContain(codeIn(row?.body_text ?? ""));
  });

  it("has no development mailbox", async () => {
    expect((await call(t, "GET", "/csi/dev/mailbox")).statusCode).toBe(404);
    expect((await call(t, "GET", "/dev/mailbox")).statusCode).toBe(404);
  });

  it("answers 503 when the server refuses the mail, marks the row failed and lets the user try again", async () => {
    const send = () =>
      call(broken, "POST", "/csi/user/sendEmailVerification", {
        payload: { email: "bob@example.com", source: "1" },
        language: "cn",
        ip: freshIp(),
      });
    const res = await send();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      msg: SERVER_MESSAGES.mailFailed.zh,
      data: null,
      requestId: expect.any(String),
    });
    const row = await lastMailTo(broken, "bob@example.com");
    expect(row?.status).toBe("failed");
    expect(row?.error).toMatch(/550|mailbox/);
    expect((await send()).statusCode).toBe(503);
    const codes = await broken.database.db.selectFrom("verification_codes").select("id").execute();
    expect(codes).toHaveLength(0);
  });
});
