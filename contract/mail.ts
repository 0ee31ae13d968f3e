import { Type, type Static } from "typebox";
import { Envelope } from "./envelope.ts";

/** A mail kept in the outbox, as the development mailbox shows it (`GET /csi/dev/mailbox`). */
export const DevMail = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  sentAt: Type.String({ description: "ISO 8601" }),
});
export type DevMail = Static<typeof DevMail>;

export const DevMailboxResponse = Envelope(Type.Array(DevMail));
