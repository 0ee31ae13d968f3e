/**
 * Phones (not tablets) by user agent, as the spec's mobile redirect decides: Android with "Mobile",
 * iPhone and iPod. iPads and Android tablets (no "Mobile" token) keep the desktop layout.
 */
const PHONE_UA = /Android.*Mobile|iPhone|iPod/i;
const TABLET_UA = /iPad|Tablet/i;

export function isPhoneUserAgent(userAgent: string): boolean {
  return PHONE_UA.test(userAgent) && !TABLET_UA.test(userAgent);
}

/** The app route, the phone layout itself and the Google / Apple sign-in return page are never redirected. */
const PHONE_EXEMPT = /^\/(csiApp|csiPhone|signin-callback)(\/|$)/;

export function shouldRedirectToPhone(userAgent: string, pathname: string): boolean {
  return isPhoneUserAgent(userAgent) && !PHONE_EXEMPT.test(pathname);
}
