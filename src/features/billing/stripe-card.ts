import type { StripeCardNumberElement } from "@stripe/stripe-js";
import type { PaymentResult } from "../../../contract/payments.ts";
import type { CardProblem } from "../../../contract/sandbox-card.ts";

/**
 * The Stripe side of the card form (PAYMENT_PROVIDER=stripe, docs/decisions/0053-stripe-refunds-and-tabs.md):
 * Stripe.js draws the number, expiry and security code fields in its own frames, turns them into a
 * PaymentMethod (only its `pm_…` id reaches our server) and takes the card holder through the bank's
 * challenge (3-D Secure) with the PaymentIntent's client secret. Everything here talks to `StripeJs`,
 * the few calls of Stripe.js it uses, so that tests hand it a fake.
 */

/** Stripe.js's error, as far as it is read here. */
export type StripeJsError = { type: string; code?: string; decline_code?: string; message?: string };
export type StripeFieldKind = "cardNumber" | "cardExpiry" | "cardCvc";
export type StripeFieldChange = { complete: boolean; empty: boolean; error?: StripeJsError };

/** One of Stripe's card fields (an Element). */
export type StripeField = {
  mount(target: HTMLElement): void;
  unmount(): void;
  on(event: "change", handler: (change: StripeFieldChange) => void): unknown;
  destroy(): void;
};

/** The part of the Stripe object (Stripe.js v3 API) the card form uses. */
export type StripeJs = {
  elements(options: { locale: StripeLocale }): {
    create(kind: StripeFieldKind, options: { style: object; placeholder?: string; showIcon?: boolean }): StripeField;
  };
  createPaymentMethod(data: {
    type: "card";
    card: StripeField;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeJsError }>;
  handleNextAction(options: {
    clientSecret: string;
  }): Promise<{ paymentIntent?: { status: string }; error?: StripeJsError }>;
};

/** What making the PaymentMethod gave: its id, a field to correct, or a failure to reach Stripe. */
export type MadeMethod = { token: string } | { problem: CardProblem } | { failure: "unreachable" };
/** How the bank's challenge ended in the browser (our server then reads the intent and decides). */
export type ChallengeOutcome = "passed" | "failed" | "unreachable";
/** Takes the card holder through the bank's challenge of a payment, given its client secret. */
export type ChallengeRunner = (clientSecret: string) => Promise<ChallengeOutcome>;

const FIELDS: Record<CardProblem, StripeFieldKind> = { number: "cardNumber", expiry: "cardExpiry", cvc: "cardCvc" };
const PROBLEMS = Object.keys(FIELDS) as CardProblem[];

/** The app's languages as Stripe names them (Brazilian Portuguese is `pt-BR`). */
export type StripeLocale = "en" | "zh" | "ja" | "de" | "fr" | "es" | "it" | "nl" | "pt-BR" | "auto";
export function stripeLocale(locale: string): StripeLocale {
  const language = locale.split("-")[0];
  if (language === "pt") return "pt-BR";
  const known = ["en", "zh", "ja", "de", "fr", "es", "it", "nl"] as const;
  return known.find((code) => code === language) ?? "auto";
}

/** Stripe's validation codes (`incomplete_number`, `invalid_expiry_year_past`, `invalid_cvc`, …) by field. */
export function problemOf(error: StripeJsError | undefined): CardProblem | null {
  if (error?.type !== "validation_error") return null;
  const code = error.code ?? "";
  return PROBLEMS.find((problem) => code.includes(problem)) ?? "number";
}

/** The fields' text as the app's inputs draw it (Stripe's frames take no stylesheet: a style object). */
const FIELD_STYLE = {
  base: { color: "#0f172a", fontSize: "14px", lineHeight: "20px", "::placeholder": { color: "#94a3b8" } },
  invalid: { color: "#dc2626" },
};

export type StripeCard = {
  /** Mounts each field into its box; returns the unmounting. */
  mount(targets: Record<CardProblem, HTMLElement>): () => void;
  /** Hears whether each changed field has a problem (Stripe found one, or it was corrected); returns the unsubscribing. */
  onProblem(listener: (field: CardProblem, problem: boolean) => void): () => void;
  createPaymentMethod(): Promise<MadeMethod>;
  runChallenge: ChallengeRunner;
  destroy(): void;
};

/** The card fields of one form on a Stripe object. */
export function stripeCard(stripe: StripeJs, locale: string): StripeCard {
  const elements = stripe.elements({ locale: stripeLocale(locale) });
  const fields: Record<CardProblem, StripeField> = {
    number: elements.create("cardNumber", { style: FIELD_STYLE, showIcon: true }),
    expiry: elements.create("cardExpiry", { style: FIELD_STYLE }),
    cvc: elements.create("cardCvc", { style: FIELD_STYLE }),
  };
  const complete: Record<CardProblem, boolean> = { number: false, expiry: false, cvc: false };
  const listeners = new Set<(field: CardProblem, problem: boolean) => void>();
  for (const field of PROBLEMS) {
    fields[field].on("change", (change) => {
      complete[field] = change.complete;
      for (const listener of listeners) listener(field, Boolean(change.error));
    });
  }
  return {
    mount(targets) {
      for (const field of PROBLEMS) fields[field].mount(targets[field]);
      return () => PROBLEMS.forEach((field) => fields[field].unmount());
    },
    onProblem(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async createPaymentMethod() {
      // An empty or unfinished field is caught here, before any call to Stripe.
      const unfinished = PROBLEMS.find((field) => !complete[field]);
      if (unfinished) return { problem: unfinished };
      try {
        const made = await stripe.createPaymentMethod({ type: "card", card: fields.number });
        if (made.paymentMethod) return { token: made.paymentMethod.id };
        const problem = problemOf(made.error);
        return problem ? { problem } : { failure: "unreachable" };
      } catch {
        return { failure: "unreachable" };
      }
    },
    async runChallenge(clientSecret) {
      try {
        const answered = await stripe.handleNextAction({ clientSecret });
        const status = answered.paymentIntent?.status;
        // Still waiting (the card holder closed Stripe's window) or refused by the bank.
        if (status) return status === "requires_action" || status === "requires_payment_method" ? "failed" : "passed";
        return answered.error?.type === "api_connection_error" ? "unreachable" : "failed";
      } catch {
        return "unreachable";
      }
    },
    destroy() {
      for (const field of PROBLEMS) fields[field].destroy();
    },
  };
}

/**
 * Stripe.js from https://js.stripe.com, through the official loader: only called when the server
 * says Stripe takes the payments, so a sandbox installation never loads anything from Stripe.
 */
export async function loadStripeJs(publicKey: string, locale: string): Promise<StripeJs> {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  const stripe = await loadStripe(publicKey, { locale: stripeLocale(locale) });
  if (!stripe) throw new Error("Stripe.js is not available");
  return {
    elements: (options) => stripe.elements(options),
    handleNextAction: (options) => stripe.handleNextAction(options),
    // The field is the Element `elements().create("cardNumber")` made: Stripe's own object.
    createPaymentMethod: ({ card }) =>
      stripe.createPaymentMethod({ type: "card", card: card as StripeCardNumberElement }),
  };
}

/**
 * A card payment to its end. `authorize` asks for the payment; when the bank challenges it and the
 * provider's script takes the card holder through (Stripe: a client secret and a runner), the order is
 * then settled by our server, which reads the payment's state from the provider itself: `approved`
 * only says whether the card holder finished the challenge (a refusal cancels a payment still waiting).
 * Without a runner (the sandbox), the challenge answer comes back for the sandbox's own dialog.
 */
export async function payThroughChallenge(
  authorize: () => Promise<PaymentResult>,
  settle: (orderNo: string, approved: boolean) => Promise<PaymentResult>,
  runChallenge?: ChallengeRunner,
): Promise<PaymentResult> {
  const result = await authorize();
  if (result.status !== "challenge" || !result.clientSecret || !runChallenge) return result;
  const outcome = await runChallenge(result.clientSecret);
  try {
    return await settle(result.orderNo, outcome === "passed");
  } catch (failure) {
    // Stripe was out of reach: the refusal is ours (the waiting payment cancelled), not the bank's, and
    // the card holder is told what a network failure tells them.
    throw outcome === "unreachable" ? new Error("Stripe could not be reached", { cause: failure }) : failure;
  }
}
