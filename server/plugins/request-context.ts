import type { FastifyInstance } from "fastify";
import { localeFromHeader, type Locale } from "../../contract/locales.ts";
import { USAGED } from "../../contract/constants.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's interface language, from the spec's `language` header. */
    locale: Locale;
    /** The spec's `usaged` header: 1 mobile, 2 desktop; null when absent or unknown. */
    usaged: 1 | 2 | null;
  }
}

function usagedFrom(value: string | string[] | undefined): 1 | 2 | null {
  if (value === USAGED.mobile) return 1;
  if (value === USAGED.desktop) return 2;
  return null;
}

/** Reads the `language` and `usaged` headers once per request and records them in the log. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest("locale", "en");
  app.decorateRequest("usaged", null);
  app.addHook("onRequest", async (request) => {
    const header = request.headers.language;
    request.locale = localeFromHeader(Array.isArray(header) ? header[0] : header);
    request.usaged = usagedFrom(request.headers.usaged);
    request.log = request.log.child({ locale: request.locale, usaged: request.usaged });
  });
}
