import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string };

/** How mail leaves the server: SMTP when `SMTP_URL` is set, otherwise only the outbox and the log. */
export type Mailer =
  | { mode: "smtp"; deliver: (message: MailMessage) => Promise<void>; close: () => void }
  | {
      mode: "outbox";
      /** The development mailbox is on: the text (codes) may be logged. */ logText: boolean;
      close: () => void;
    };

export function createMailer(options: { smtpUrl: string | undefined; from: string; devMailbox?: boolean }): Mailer {
  if (!options.smtpUrl) return { mode: "outbox", logText: options.devMailbox === true, close: () => {} };
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    mode: "smtp",
    deliver: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
