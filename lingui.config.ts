import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { LOCALES, SOURCE_LOCALE } from "./contract/locales.ts";

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/node_modules/**", "src/locales/**", "**/*.test.*"],
    },
    {
      // The server's messages (message descriptors in server/**/*.messages.ts), beside the web app's:
      // the server reads these .po files at start (server/i18n/messages.ts); the web bundle does not.
      path: "<rootDir>/src/locales/{locale}/server",
      include: ["server/**/*.messages.ts"],
    },
  ],
});
