// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentResult } from "../../../contract/payments.ts";
import { ApiError } from "../../lib/api-client.ts";
import { fakeStripe } from "./stripe-fake.test-support.ts";
import { loadStripeJs, payThroughChallenge, problemOf, stripeCard, stripeLocale } from "./stripe-card.ts";

afterEach(() => vi.unstubAllGlobals());

function boxes() {
  const make = () => document.body.appendChild(document.createElement("div"));
  return { number: make(), expiry: make(), cvc: make() };
}

function mountedCard(locale = "en") {
  const fake = fakeStripe();
  const card = stripeCard(fake.stripe, locale);
  const targets = boxes();
  const unmount = card.mount(targets);
  return { fake, card, targets, unmount };
}

function fillIn(fake: ReturnType<typeof fakeStripe>, number: string) {
  fake.enter("cardNumber", number);
  fake.enter("cardExpiry", "12 / 34");
  fake.enter("cardCvc", "123");
}

describe("the Stripe card fields", () => {
  it("mounts Stripe's three card fields in the form's boxes, in the app's language, and unmounts them", () => {
    const { fake, targets, unmount, card } = mountedCard("pt");
    expect(fake.stripe.elementsLocale).toBe("pt-BR");
    expect(fake.fields.map((f) => [f.kind, f.mountedIn])).toEqual([
      ["cardNumber", targets.number],
      ["cardExpiry", targets.expiry],
      ["cardCvc", targets.cvc],
    ]);
    unmount();
    expect(fake.fields.every((f) => f.mountedIn === null)).toBe(true);
    card.destroy();
    expect(fake.fields.every((f) => f.destroyed)).toBe(true);
  });

  it("sends only the PaymentMethod id Stripe made from the card number field", async () => {
    const { fake, card } = mountedCard();
    fillIn(fake, "4242424242424242");
    expect(await card.createPaymentMethod()).toEqual({ token: "pm_card_visa" });
    expect(fake.calls).toEqual([
      {
        method: "createPaymentMethod",
        args: { type: "card", card: expect.objectContaining({ mount: expect.any(Function) }) },
      },
    ]);
  });

  it("names the first unfinished field without calling Stripe, and the field Stripe finds invalid", async () => {
    const { fake, card } = mountedCard();
    expect(await card.createPaymentMethod()).toEqual({ problem: "number" });
    fake.enter("cardNumber", "4242424242424242");
    fake.enter("cardCvc", "123");
    expect(await card.createPaymentMethod()).toEqual({ problem: "expiry" });
    expect(fake.calls).toEqual([]);
    fillIn(fake, "4111111111111112");
    expect(await card.createPaymentMethod()).toEqual({ problem: "number" });
  });

  it("reports each field's problem as Stripe sees it while typing, and its correction", () => {
    const { fake, card } = mountedCard();
    const heard: [string, boolean][] = [];
    const stop = card.onProblem((field, problem) => heard.push([field, problem]));
    fake.enter("cardExpiry", "01 / 20", { type: "validation_error", code: "invalid_expiry_year_past" });
    fake.enter("cardExpiry", "01 / 40");
    stop();
    fake.enter("cardCvc", "1", { type: "validation_error", code: "incomplete_cvc" });
    expect(heard).toEqual([
      ["expiry", true],
      ["expiry", false],
    ]);
  });

  it("tells a failure to reach Stripe apart from a card problem", async () => {
    const { fake, card } = mountedCard();
    fillIn(fake, "4242424242424242");
    fake.goOffline();
    expect(await card.createPaymentMethod()).toEqual({ failure: "unreachable" });
  });

  it("takes the card holder through the bank's challenge with the client secret", async () => {
    const { fake, card } = mountedCard();
    expect(await card.runChallenge("pi_1_secret_a")).toBe("passed");
    fake.endChallengeWith("refused");
    expect(await card.runChallenge("pi_2_secret_b")).toBe("failed");
    fake.endChallengeWith("closed");
    expect(await card.runChallenge("pi_3_secret_c")).toBe("failed");
    fake.endChallengeWith("unreachable");
    expect(await card.runChallenge("pi_4_secret_d")).toBe("unreachable");
    expect(fake.calls.map((c) => c.args)).toEqual([
      { clientSecret: "pi_1_secret_a" },
      { clientSecret: "pi_2_secret_b" },
      { clientSecret: "pi_3_secret_c" },
      { clientSecret: "pi_4_secret_d" },
    ]);
  });

  it("maps Stripe's validation codes to the form's fields and the app's languages to Stripe's", () => {
    expect(problemOf({ type: "validation_error", code: "incomplete_number" })).toBe("number");
    expect(problemOf({ type: "validation_error", code: "invalid_expiry_month_past" })).toBe("expiry");
    expect(problemOf({ type: "validation_error", code: "invalid_cvc" })).toBe("cvc");
    expect(problemOf({ type: "card_error", code: "card_declined" })).toBeNull();
    expect(problemOf(undefined)).toBeNull();
    expect(["en", "zh", "ja", "de", "fr", "es", "it", "nl", "pt", "xx"].map(stripeLocale)).toEqual([
      ...["en", "zh", "ja", "de", "fr", "es", "it", "nl", "pt-BR", "auto"],
    ]);
  });
});

describe("loadStripeJs (the official loader)", () => {
  it("uses the Stripe.js already on the page with the publishable key and the app's language", async () => {
    const fake = fakeStripe();
    const made: unknown[][] = [];
    // What js.stripe.com's script defines: a function making the Stripe object.
    vi.stubGlobal(
      "Stripe",
      Object.assign(
        (...args: unknown[]) => {
          made.push(args);
          return fake.stripe;
        },
        { version: "endive" },
      ),
    );
    const stripe = await loadStripeJs("pk_test_123", "de");
    expect(made).toEqual([["pk_test_123", { locale: "de" }]]);
    const card = stripeCard(stripe, "de");
    card.mount(boxes());
    fillIn(fake, "4000000000003220");
    expect(await card.createPaymentMethod()).toEqual({ token: "pm_card_threeDSecure2Required" });
    expect(await card.runChallenge("pi_9_secret_z")).toBe("passed");
    expect(fake.calls.map((c) => c.method)).toEqual(["createPaymentMethod", "handleNextAction"]);
  });
});

describe("payThroughChallenge", () => {
  const result = (status: PaymentResult["status"], extra: Partial<PaymentResult> = {}): PaymentResult => ({
    orderNo: "P1",
    status,
    availablePoints: status === "paid" ? 10 : 0,
    lockType: 0,
    expiration: null,
    ...extra,
  });

  it("answers a payment that needs no challenge as it came", async () => {
    const settle = vi.fn();
    expect(await payThroughChallenge(async () => result("paid"), settle)).toMatchObject({ status: "paid" });
    expect(settle).not.toHaveBeenCalled();
  });

  it("leaves the sandbox's challenge (no client secret) to the sandbox's dialog", async () => {
    const settle = vi.fn();
    const run = vi.fn();
    const answer = await payThroughChallenge(async () => result("challenge"), settle, run);
    expect(answer.status).toBe("challenge");
    expect(run).not.toHaveBeenCalled();
    expect(settle).not.toHaveBeenCalled();
  });

  it("settles Stripe's challenge after Stripe.js: approved when the card holder got through", async () => {
    const settled: [string, boolean][] = [];
    const settle = async (orderNo: string, approved: boolean) => {
      settled.push([orderNo, approved]);
      return result(approved ? "paid" : "failed");
    };
    const challenged = async () => result("challenge", { clientSecret: "pi_1_secret_a" });
    const runs: string[] = [];
    const answer = await payThroughChallenge(challenged, settle, async (secret) => (runs.push(secret), "passed"));
    expect(answer.status).toBe("paid");
    await payThroughChallenge(challenged, settle, async () => "failed");
    expect(runs).toEqual(["pi_1_secret_a"]);
    expect(settled).toEqual([
      ["P1", true],
      ["P1", false],
    ]);
  });

  it("keeps the server's refusal (declined, insufficient funds) but says a lost connection was one", async () => {
    const refused = new ApiError(-1, 400, "Your card has insufficient funds.");
    const challenged = async () => result("challenge", { clientSecret: "pi_1_secret_a" });
    const settle = async () => {
      throw refused;
    };
    await expect(payThroughChallenge(challenged, settle, async () => "failed")).rejects.toBe(refused);
    const lost = payThroughChallenge(challenged, settle, async () => "unreachable");
    await expect(lost).rejects.not.toBeInstanceOf(ApiError);
    await expect(lost).rejects.toThrow("Stripe could not be reached");
  });
});
