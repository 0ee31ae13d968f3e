import type { StripeFieldChange, StripeFieldKind, StripeJs, StripeJsError } from "./stripe-card.ts";

/** Stripe's test cards as PaymentMethods (the ids the server's Stripe fake knows, stripe-fake.test-support.ts). */
const METHODS: Record<string, string> = {
  "4242424242424242": "pm_card_visa",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000003220": "pm_card_threeDSecure2Required",
};

type FakeField = {
  kind: StripeFieldKind;
  options: object;
  mountedIn: HTMLElement | null;
  destroyed: boolean;
  handlers: ((change: StripeFieldChange) => void)[];
};

/** How the fake's next 3-D Secure window ends: passed, failed at the bank, closed by the card holder, or no network. */
export type FakeChallengeEnd = "passed" | "refused" | "closed" | "unreachable";

/**
 * A Stripe object standing in for Stripe.js in tests (no network): card fields the test types into
 * (`enter` fires Stripe's change event), PaymentMethods for Stripe's test card numbers, and a
 * `handleNextAction` that ends as the test says. Every call is recorded.
 */
export function fakeStripe() {
  const fields: FakeField[] = [];
  const values: Partial<Record<StripeFieldKind, string>> = {};
  const calls: { method: string; args: unknown }[] = [];
  let challengeEnd: FakeChallengeEnd = "passed";
  let offline = false;

  const fieldOf = (kind: StripeFieldKind) => {
    const field = fields.find((f) => f.kind === kind && !f.destroyed);
    if (!field) throw new Error(`no ${kind} field`);
    return field;
  };
  const stripe: StripeJs & { elementsLocale: string | null } = {
    elementsLocale: null,
    elements(options) {
      stripe.elementsLocale = options.locale;
      return {
        create(kind, fieldOptions) {
          const field: FakeField = { kind, options: fieldOptions, mountedIn: null, destroyed: false, handlers: [] };
          fields.push(field);
          return {
            mount: (target) => {
              if (field.mountedIn) throw new Error(`${kind} is already mounted`);
              field.mountedIn = target;
            },
            unmount: () => {
              field.mountedIn = null;
            },
            on: (_event, handler) => field.handlers.push(handler),
            destroy: () => {
              field.destroyed = true;
            },
          };
        },
      };
    },
    async createPaymentMethod(data) {
      calls.push({ method: "createPaymentMethod", args: data });
      if (offline) return { error: { type: "api_connection_error", message: "Network error" } };
      const number = values.cardNumber ?? "";
      const id = METHODS[number];
      if (!id) return { error: { type: "validation_error", code: "invalid_number", message: "invalid" } };
      return { paymentMethod: { id } };
    },
    async handleNextAction(options) {
      calls.push({ method: "handleNextAction", args: options });
      const error = (type: string, code?: string): { error: StripeJsError } => ({ error: { type, code } });
      switch (challengeEnd) {
        case "passed":
          return { paymentIntent: { status: "succeeded" } };
        case "refused":
          return { paymentIntent: { status: "requires_payment_method" } };
        case "closed":
          return error("invalid_request_error", "payment_intent_authentication_failure");
        case "unreachable":
          return error("api_connection_error");
      }
    },
  };
  return {
    stripe,
    fields,
    calls,
    /** The card holder types into a field: Stripe's change event, with an error for what is not valid. */
    enter(kind: StripeFieldKind, value: string, error?: StripeJsError) {
      values[kind] = value;
      const change = { complete: value !== "" && !error, empty: value === "", ...(error ? { error } : {}) };
      for (const handler of fieldOf(kind).handlers) handler(change);
    },
    endChallengeWith(end: FakeChallengeEnd) {
      challengeEnd = end;
    },
    goOffline() {
      offline = true;
    },
  };
}
