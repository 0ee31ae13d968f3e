import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyHelmet from "@fastify/helmet";
import { API_BASE } from "../../contract/constants.ts";

/**
 * The app's Content-Security-Policy (`cspDirectives` adds Stripe's origins to it only when Stripe takes the payments). The built PWA has no inline script or style (index.html loads
 * hashed files only; React sets styles through the CSSOM, which `style-src` does not govern), so
 * `'self'` is enough: an injected `<script>` or `<style>` never runs. The service worker and the
 * Comlink workers are same-origin files; downloads use `blob:` links; avatars and icons may be
 * `data:` images.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not helmet's default `upgrade-insecure-requests`: a plain-HTTP install (127.0.0.1) would have
  // every request upgraded to an HTTPS port nobody listens on.
  upgradeInsecureRequests: null,
} as const;

/**
 * What Stripe.js needs (Stripe's CSP guide): its script from js.stripe.com, its card fields and 3-D
 * Secure pages as frames from js.stripe.com and hooks.stripe.com, its calls to api.stripe.com.
 */
export const STRIPE_CSP = {
  scriptSrc: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frameSrc: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connectSrc: ["https://api.stripe.com"],
} as const;

/** The policy for the configured payment provider: Stripe's origins are allowed only with PAYMENT_PROVIDER=stripe. */
export function cspDirectives(paymentProvider: string): Record<string, readonly string[] | null> {
  if (paymentProvider !== "stripe") return CSP_DIRECTIVES;
  return {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...STRIPE_CSP.scriptSrc],
    frameSrc: ["'self'", ...STRIPE_CSP.frameSrc],
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...STRIPE_CSP.connectSrc],
  };
}

/** HSTS only where the browser really came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

function isApi(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}

/** A request that names an account: its answer is that account's data and must never be stored. */
function isSignedIn(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || request.user !== null;
}

function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) {
  if (request.protocol === "https") reply.header("strict-transport-security", HSTS_VALUE);
  if (isApi(request.url) && isSignedIn(request)) reply.header("cache-control", "no-store");
  done(null, payload);
}

/**
 * Security headers on every answer (pages, API, static files, errors): a strict CSP, no framing,
 * `nosniff`, `Referrer-Policy: no-referrer`, HSTS behind TLS, and `no-store` on signed-in API answers.
 * See docs/decisions/0021-hardening.md.
 */
export async function registerSecurityHeaders(app: FastifyInstance, paymentProvider: string): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(paymentProvider) },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    hsts: false,
    // The sign-in providers' pages are opened by navigation, never as popups that talk back.
    crossOriginOpenerPolicy: { policy: "same-origin" },
  });
  app.addHook("onSend", onSend);
}

/** Swagger UI's own policy (hashes of any inline code it has; none today), made as strict as ours about framing. */
export function docsCsp(header: string): string {
  return header
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/\s*upgrade-insecure-requests;?/, "");
}
