/**
 * Phones (not tablets) by user agent, as the spec's mobile redirect decides: Android with "Mobile",
 * iPhone and iPod. iPads and Android tablets (no "Mobile" token) keep the desktop layout.
 */
const PHONE_UA = /Android.*Mobile|iPhone|iPod/i;
const TABLET_UA = /iPad|Tablet/i;

export function isPhoneUserAgent(userAgent: string): boolean {
  return PHONE_UA.test(userAgent) && !TABLET_UA.test(userAgent);
}

/** True in a phone's browser (the user agent never changes while the app runs). */
export const isPhone = typeof navigator !== "undefined" && isPhoneUserAgent(navigator.userAgent);

/**
 * The desktop landing pages (`/`, `/home`): a phone is sent to /csiPhone, the phone home. Every other
 * address is "the app" (docs/decisions/0012-phones-in-the-app.md) and lays itself out for the phone.
 */
const DESKTOP_LANDING = /^\/(home\/?)?$/;

export function shouldRedirectToPhone(userAgent: string, pathname: string): boolean {
  return isPhoneUserAgent(userAgent) && DESKTOP_LANDING.test(pathname);
}
