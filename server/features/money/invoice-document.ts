import type { BillingInformation } from "../../../contract/billing.ts";
import { createPdf } from "../../lib/pdf-writer.ts";

/** What an invoice line needs of a paid order. */
export type InvoicedOrder = {
  id: string | number;
  order_no: string;
  kind: "credits" | "subscription";
  credits: number;
  lock_type: number | null;
  days: number | null;
  amount_cents: number;
  currency: string;
  card_last4: string | null;
  updated_at: Date | string;
};

const SELLER = "CSI Business Information";
const TIERS: Record<number, string> = { 1: "Silver", 2: "Gold" };

/** The invoice number of a paid order: `INV-<year paid, UTC>-<order sequence, 6 digits>`; stable, unique. */
export function invoiceNumber(order: Pick<InvoicedOrder, "id" | "updated_at">): string {
  const year = new Date(order.updated_at).getUTCFullYear();
  return `INV-${year}-${String(order.id).padStart(6, "0")}`;
}

/** What the order bought, in words: "500 credits" or "Gold tier, 365 days". */
export function orderDescription(order: Pick<InvoicedOrder, "kind" | "credits" | "lock_type" | "days">): string {
  if (order.kind === "credits") return `${order.credits.toLocaleString("en-US")} credits`;
  const tier = TIERS[order.lock_type ?? 0] ?? "Subscription";
  return `${tier} tier, ${order.days ?? 0} days${order.credits > 0 ? `, ${order.credits} credits` : ""}`;
}

/** An amount in minor units as "USD 1,234.50" (two decimals, the currencies sold have cents). */
export function money(cents: number, currency: string): string {
  return `${currency.toUpperCase()} ${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Totals per currency of a set of orders, in the order currencies first appear. */
export function totalsByCurrency(orders: readonly Pick<InvoicedOrder, "amount_cents" | "currency">[]): string[] {
  const totals = new Map<string, number>();
  for (const order of orders) totals.set(order.currency, (totals.get(order.currency) ?? 0) + order.amount_cents);
  return [...totals].map(([currency, cents]) => money(cents, currency));
}

const day = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

function billedTo(info: BillingInformation): [string, string][] {
  return [
    ["Company", info.companyName],
    ["Company ID", info.companyId],
    ["Address", `${info.address1}, ${info.zipCode} ${info.city}, ${info.countryCode}`],
    ["Contact", `${info.firstName} ${info.lastName}`],
    ["Phone", info.phoneNumber],
    ["Email", info.email],
  ];
}

/** The PDF invoice of one paid order, made out to the billing details. */
export async function invoicePdf(order: InvoicedOrder, info: BillingInformation, now: Date): Promise<Uint8Array> {
  const number = invoiceNumber(order);
  const pdf = await createPdf({ title: `Invoice ${number}`, footer: `${SELLER} - invoice ${number}`, createdAt: now });
  pdf.title(`Invoice ${number}`);
  pdf.paragraph(SELLER, { muted: true });
  pdf.heading("Invoice");
  pdf.row("Invoice number", number);
  pdf.row("Invoice date", day(order.updated_at));
  pdf.row("Order no", order.order_no);
  pdf.row("Paid by", order.card_last4 ? `Card ending ${order.card_last4}` : "Card");
  pdf.heading("Billed to");
  for (const [label, value] of billedTo(info)) pdf.row(label, value);
  pdf.heading("Items");
  const amount = money(order.amount_cents, order.currency);
  pdf.table(["Description", "Quantity", "Amount"], [[orderDescription(order), "1", amount]], [0.6, 0.15, 0.25]);
  pdf.space();
  pdf.row("Total paid", amount);
  return pdf.save();
}

/** A statement of a year's paid orders, one line each with its invoice number, and the totals. */
export async function statementPdf(
  orders: readonly InvoicedOrder[],
  info: BillingInformation,
  year: number,
  now: Date,
): Promise<Uint8Array> {
  const title = `Statement of invoices ${year}`;
  const pdf = await createPdf({ title, footer: `${SELLER} - ${title}`, createdAt: now });
  pdf.title(title);
  pdf.paragraph(`${SELLER} - issued ${day(now)}`, { muted: true });
  pdf.heading("Billed to");
  for (const [label, value] of billedTo(info)) pdf.row(label, value);
  pdf.heading("Paid orders");
  pdf.table(
    ["Invoice", "Date", "Order no", "Description", "Amount"],
    orders.map((order) => [
      invoiceNumber(order),
      day(order.updated_at),
      order.order_no,
      orderDescription(order),
      money(order.amount_cents, order.currency),
    ]),
    [0.19, 0.14, 0.25, 0.24, 0.18],
  );
  pdf.space();
  pdf.row("Total paid", totalsByCurrency(orders).join(", "));
  return pdf.save();
}
