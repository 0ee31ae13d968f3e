import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, type Locale } from "../../contract/locales.ts";
import { parsePo } from "./po.ts";
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
import { PROTECTION_MESSAGES } from "../plugins/protection.messages.ts";
import { EDGES_MESSAGES } from "./edges.messages.ts";
import { DATA_ACCESS_MESSAGES } from "./data-access.messages.ts";
import { NOTIFICATIONS_MESSAGES } from "../features/notifications/notifications.messages.ts";
import { ORG_MESSAGES } from "../features/organisation/org.messages.ts";
import { MONEY_MESSAGES } from "../features/money/money.messages.ts";
import { FILES_MESSAGES } from "../features/files/files.messages.ts";
import { CONTRIBUTIONS_MESSAGES } from "../features/contributions/contributions.messages.ts";
import { ASSISTANT_MESSAGES } from "../features/assistant/assistant.messages.ts";
import { LEADS_MESSAGES } from "../features/leads/leads.messages.ts";
import { REPORTS_MESSAGES } from "../features/reports/reports.messages.ts";

/**
 * The server's own messages: each feature keeps its message descriptors beside its code
 * (`<feature>.messages.ts`) and adds them here; their translations are in src/locales/<locale>/server.po
 * (the web app's catalog set, checked by `npm run i18n:check`).
 */
export const SERVER_MESSAGE_DESCRIPTORS = {
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
  ...PROTECTION_MESSAGES,
  ...NOTIFICATIONS_MESSAGES,
  ...ORG_MESSAGES,
  ...MONEY_MESSAGES,
  ...FILES_MESSAGES,
  ...CONTRIBUTIONS_MESSAGES,
  ...ASSISTANT_MESSAGES,
  ...LEADS_MESSAGES,
  ...REPORTS_MESSAGES,
  ...EDGES_MESSAGES,
  ...DATA_ACCESS_MESSAGES,
};

export type MessageKey = keyof typeof SERVER_MESSAGE_DESCRIPTORS;

const SERVER_CATALOG_DIR = join(import.meta.dirname, "../../src/locales");

/** One language's server catalog: msgstr by message id (empty translations left out). */
export function readServerCatalog(locale: Locale, dir = SERVER_CATALOG_DIR): Map<string, string> {
  const entries = parsePo(readFileSync(join(dir, locale, "server.po"), "utf8"));
  return new Map(entries.filter((entry) => entry.msgstr).map((entry) => [entry.msgid, entry.msgstr]));
}

/**
 * Each message's text in the nine languages, read from the .po catalogs when the server starts; a
 * message the catalog lacks falls back to its English (`npm run i18n:check` fails on it first).
 */
export const SERVER_MESSAGES = buildMessages();

function buildMessages(): Record<MessageKey, Record<Locale, string>> {
  const catalogs = new Map(LOCALES.map((locale) => [locale, readServerCatalog(locale)]));
  const english = (descriptor: { id: string; message?: string }) => descriptor.message ?? descriptor.id;
  return Object.fromEntries(
    Object.entries(SERVER_MESSAGE_DESCRIPTORS).map(([key, descriptor]) => [
      key,
      Object.fromEntries(
        LOCALES.map((locale) => [locale, catalogs.get(locale)!.get(descriptor.id) ?? english(descriptor)]),
      ) as Record<Locale, string>,
    ]),
  ) as Record<MessageKey, Record<Locale, string>>;
}

/** Each locale's messages compiled once, on first use (ICU MessageFormat, as the web app's catalogs). */
const compiled = new Map<Locale, I18n>();

function i18nOf(locale: Locale): I18n {
  let i18n = compiled.get(locale);
  if (!i18n) {
    const messages = Object.fromEntries(
      Object.entries(SERVER_MESSAGES).map(([key, texts]) => [key, compileMessage(texts[locale])]),
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
