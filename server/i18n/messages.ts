import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "../../contract/locales.ts";
import { FOUNDATION_MESSAGES } from "./foundation.messages.ts";
import { COMPANY_SEARCH_MESSAGES } from "../features/company-search/company-search.messages.ts";
import { COMPANY_SEARCH_ACTIONS_MESSAGES } from "../features/company-search/company-search-actions.messages.ts";
import { COMPANY_PROFILE_MESSAGES } from "../features/company-profile/company-profile.messages.ts";
import { ACCOUNTS_RULES_MESSAGES } from "../features/accounts/accounts-rules.messages.ts";
import { ACCOUNTS_AUTH_MESSAGES } from "../features/accounts/accounts-auth.messages.ts";
import { ACCOUNTS_THIRD_PARTY_MESSAGES } from "../features/accounts/accounts-third-party.messages.ts";
import { ACCOUNTS_MAIL_MESSAGES } from "../features/accounts/accounts-mail.messages.ts";
import { ACCOUNTS_PROFILE_MESSAGES } from "../features/accounts/accounts-profile.messages.ts";
import { ACCOUNT_CENTER_MESSAGES } from "../features/accounts/account-center.messages.ts";
import { MAIL_MESSAGES } from "../mail/mail.messages.ts";
import { COLLECTIONS_MESSAGES } from "../features/collections/collections.messages.ts";
import { EDGES_MESSAGES } from "./edges.messages.ts";

/**
 * The server's own messages in the nine languages: each feature keeps its catalog beside its code
 * (`<feature>.messages.ts`) and adds it here. `messages.unit.test.ts` fails on any missing or
 * untranslated entry.
 */
export const SERVER_MESSAGES = {
  ...FOUNDATION_MESSAGES,
  ...COMPANY_SEARCH_MESSAGES,
  ...COMPANY_SEARCH_ACTIONS_MESSAGES,
  ...COMPANY_PROFILE_MESSAGES,
  ...ACCOUNTS_RULES_MESSAGES,
  ...ACCOUNTS_AUTH_MESSAGES,
  ...ACCOUNTS_THIRD_PARTY_MESSAGES,
  ...ACCOUNTS_MAIL_MESSAGES,
  ...ACCOUNTS_PROFILE_MESSAGES,
  ...ACCOUNT_CENTER_MESSAGES,
  ...MAIL_MESSAGES,
  ...COLLECTIONS_MESSAGES,
  ...EDGES_MESSAGES,
};

export type MessageKey = keyof typeof SERVER_MESSAGES;

/** Each locale's messages compiled once, on first use (ICU MessageFormat, as the web app's catalogs). */
const compiled = new Map<Locale, I18n>();

function i18nOf(locale: Locale): I18n {
  let i18n = compiled.get(locale);
  if (!i18n) {
    const messages = Object.fromEntries(
      Object.entries(SERVER_MESSAGES).map(([key, texts]) => [
        key,
        compileMessage((texts as Record<Locale, string>)[locale]),
      ]),
    );
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    compiled.set(locale, i18n);
  }
  return i18n;
}

/**
 * The message in the locale, with `{name}` placeholders filled and `{count, plural, one {…} other {…}}`
 * choosing the language's own plural form.
 */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return i18nOf(locale)._(key, values);
}
