import type { ColumnType, Generated } from "kysely";

export type MailStatus = "logged" | "pending" | "sent" | "failed";

export type MailOutboxTable = {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body_text: string;
  status: MailStatus;
  error: string | null;
  created_at: ColumnType<Date, Date | string, never>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type MailTables = { mail_outbox: MailOutboxTable };
