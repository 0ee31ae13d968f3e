import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { StartupError } from "../../startup/startup-error.ts";
import { configuredProvider } from "./payments.routes.ts";

describe("PAYMENT_PROVIDER", () => {
  it("is the sandbox by default", () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({ provider: "sandbox" });
    expect(configuredProvider(config.payments)).toMatchObject({ name: "sandbox", publicKey: "pk-sandbox" });
  });

  it("selects Stripe with its keys; the webhook secret is optional", () => {
    const env = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1" };
    const config = loadConfig(env);
    expect(config.payments).toEqual({
      provider: "stripe",
      secretKey: "sk_test_1",
      publishableKey: "pk_test_1",
      webhookSecret: null,
      apiBase: null,
    });
    const provider = configuredProvider(config.payments);
    expect(provider).toMatchObject({ name: "stripe", publicKey: "pk_test_1" });
    expect(provider.webhookEvent).toBeUndefined();
    const signed = configuredProvider(loadConfig({ ...env, STRIPE_WEBHOOK_SECRET: "whsec_1" }).payments);
    expect(signed.webhookEvent).toBeTypeOf("function");
  });

  it("stops the start with a fix when Stripe lacks a key or the provider is unknown", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is not set/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow(StartupError);
  });
});
