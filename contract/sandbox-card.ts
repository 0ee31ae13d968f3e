import { SANDBOX_CARDS, type SandboxScenario } from "./payments.ts";

/**
 * The built-in sandbox provider's tokeniser, run in the browser: the card number, expiry and CVC stay
 * there; the token carries only the public key it was made for, the test scenario, the brand and the
 * last four digits. The server's sandbox provider reads these (docs/decisions/0030-ledger-and-payments.md).
 */
export type CardInput = { number: string; expiry: string; cvc: string };
export type CardProblem = "number" | "expiry" | "cvc";

const PREFIX = "sbx";

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "card";
}

/** MM/YY, not in the past (`now` for tests). */
function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function tokeniseSandboxCard(
  publicKey: string,
  card: CardInput,
  now = new Date(),
): { token: string } | { problem: CardProblem } {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { problem: "number" };
  if (!expiryValid(card.expiry, now)) return { problem: "expiry" };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { problem: "cvc" };
  const scenario =
    (Object.entries(SANDBOX_CARDS).find(([, number]) => number === digits)?.[0] as SandboxScenario | undefined) ??
    "unknownCard";
  const nonce = Math.random().toString(36).slice(2, 10);
  return { token: [PREFIX, publicKey, scenario, brandOf(digits), digits.slice(-4), nonce].join(".") };
}

export type SandboxToken = { publicKey: string; scenario: SandboxScenario; brand: string; last4: string };

const SCENARIOS = new Set<string>([...Object.keys(SANDBOX_CARDS), "unknownCard"]);

/** The server's side: what a token says, or null when it is not a sandbox token for this key. */
export function readSandboxToken(token: string, publicKey: string): SandboxToken | null {
  const [prefix, key, scenario, brand, last4, nonce] = token.split(".");
  if (prefix !== PREFIX || key !== publicKey || !nonce) return null;
  if (!scenario || !SCENARIOS.has(scenario) || !brand || !last4 || !/^\d{4}$/.test(last4)) return null;
  return { publicKey, scenario: scenario as SandboxScenario, brand, last4 };
}
