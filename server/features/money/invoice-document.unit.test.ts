import { describe, expect, it } from "vitest";
import { invoiceNumber, money, orderDescription, totalsByCurrency } from "./invoice-document.ts";

describe("invoice figures", () => {
  it("numbers an invoice by the year it was paid (UTC) and the order's sequence", () => {
    expect(invoiceNumber({ id: "42", updated_at: "2026-12-31T23:59:59Z" })).toBe("INV-2026-000042");
    expect(invoiceNumber({ id: 1234567, updated_at: new Date("2027-01-01T00:00:00Z") })).toBe("INV-2027-1234567");
  });

  it("describes credit packs and tiers", () => {
    expect(orderDescription({ kind: "credits", credits: 2500, lock_type: null, days: null })).toBe("2,500 credits");
    expect(orderDescription({ kind: "subscription", credits: 0, lock_type: 2, days: 365 })).toBe("Gold tier, 365 days");
    expect(orderDescription({ kind: "subscription", credits: 50, lock_type: 1, days: 30 })).toBe(
      "Silver tier, 30 days, 50 credits",
    );
  });

  it("writes amounts with two decimals and totals each currency apart", () => {
    expect(money(123450, "usd")).toBe("USD 1,234.50");
    expect(money(5, "EUR")).toBe("EUR 0.05");
    const orders = [
      { amount_cents: 1000, currency: "USD" },
      { amount_cents: 250, currency: "EUR" },
      { amount_cents: 4500, currency: "USD" },
    ];
    expect(totalsByCurrency(orders)).toEqual(["USD 55.00", "EUR 2.50"]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});
