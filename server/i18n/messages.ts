import type { Locale } from "../../contract/locales.ts";
import { FOUNDATION_MESSAGES } from "./foundation.messages.ts";

/**
 * The server's own messages in the nine languages: each feature keeps its catalog beside its code
 * (`<feature>.messages.ts`) and adds it here. `messages.unit.test.ts` fails on any missing or
 * untranslated entry.
 */
export const SERVER_MESSAGES = {
  ...FOUNDATION_MESSAGES,
};

export type MessageKey = keyof typeof SERVER_MESSAGES;

/** The message in the locale, with `{name}` placeholders filled. */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  const template: string = SERVER_MESSAGES[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
