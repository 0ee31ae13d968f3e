/**
 * The one e-mail rule of client and server: something before and after an `@`, a dot in the
 * domain, and no spaces, commas or semicolons (so a list of addresses never passes as one).
 */
export const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The longest address SMTP carries (RFC 5321); account e-mails are shorter (EMAIL_AND_NAME_MAX). */
export const EMAIL_ADDRESS_MAX = 254;

/** True when `value` (already trimmed) is an e-mail address of at most `maxLength` characters. */
export function isEmailAddress(value: string, maxLength: number = EMAIL_ADDRESS_MAX): boolean {
  return value.length <= maxLength && EMAIL_PATTERN.test(value);
}
