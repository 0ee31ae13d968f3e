import type { MessageKey } from "../i18n/messages.ts";
import { ResultCode } from "../../contract/envelope.ts";

/**
 * The one way a route or service fails on purpose. The error handler turns it into the
 * envelope with the message in the caller's language.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: number;
  readonly messageKey: MessageKey;
  readonly values: Record<string, string | number>;

  constructor(
    statusCode: number,
    messageKey: MessageKey,
    options: { code?: number; values?: Record<string, string | number> } = {},
  ) {
    super(messageKey);
    this.statusCode = statusCode;
    this.code = options.code ?? statusCode;
    this.messageKey = messageKey;
    this.values = options.values ?? {};
  }
}

/** A rule of the domain was broken by the user's input: HTTP 400, code -1 (the spec's failure code). */
export function ruleBroken(messageKey: MessageKey, values?: Record<string, string | number>): AppError {
  return new AppError(400, messageKey, { code: ResultCode.ruleBroken, ...(values ? { values } : {}) });
}
