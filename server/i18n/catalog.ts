import type { Locale } from "../../contract/locales.ts";

/** A feature's server messages: each key in all nine languages. */
export type MessageCatalog = Record<string, Record<Locale, string>>;
