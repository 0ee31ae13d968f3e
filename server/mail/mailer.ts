import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string };

/** How mail leaves the server: SMTP when `SMTP_URL` is set, otherwise only the outbox and the log. */
export type Mailer =
  | { mode: "smtp"; deliver: (message: MailMessage) => Promise<void>; close: () => void }
  | { mode: "outbox"; close: () => void };

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) return { mode: "outbox", close: () => {} };
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    mode: "smtp",
    deliver: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
