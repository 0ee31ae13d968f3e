/**
 * A feature's server messages: each key names a Lingui message descriptor whose id is the English text
 * (`key: /*i18n*\/ { id: "…" }`); `lingui extract` puts it in src/locales/<locale>/server.po, where the
 * translations live (`npm run i18n:server-po` moves messages written the old way, nine texts per key).
 */
export type MessageCatalog = Record<string, { id: string; message?: string; comment?: string }>;
