import { i18n, type Messages } from "@lingui/core";
import { HEADER_VALUE_FOR_LOCALE, isLocale, LOCALES, SOURCE_LOCALE, type Locale } from "../../contract/locales.ts";

export { i18n, LOCALES, type Locale };

/** Each locale's catalog is its own chunk, loaded on demand (compiled from the .po by the Vite plugin). */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en/messages.po"),
  zh: () => import("../locales/zh/messages.po"),
  ja: () => import("../locales/ja/messages.po"),
  de: () => import("../locales/de/messages.po"),
  fr: () => import("../locales/fr/messages.po"),
  es: () => import("../locales/es/messages.po"),
  it: () => import("../locales/it/messages.po"),
  nl: () => import("../locales/nl/messages.po"),
  pt: () => import("../locales/pt/messages.po"),
};

/** The spec keeps the language for the session. */
const STORAGE_KEY = "language";

/** Language names in their own language, for the language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  zh: "中文",
  ja: "日本語",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  nl: "Nederlands",
  pt: "Português",
};

export function initialLocale(): Locale {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const fromQuery = new URLSearchParams(location.search).get("lang");
  if (isLocale(fromQuery)) return fromQuery;
  return SOURCE_LOCALE;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  sessionStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = locale === "zh" ? "zh-CN" : locale;
}

/** The value of the spec's `language` request header for the active locale. */
export function languageHeader(): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  return HEADER_VALUE_FOR_LOCALE[locale];
}
