import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ShippingOrder } from "../../../contract/trade-company.ts";
import { Button } from "../../components/ui/button.tsx";
import { DemoLabel, Panel, QueryView, countryName, formatNumber, formatUsd } from "../trade-product/index.ts";
import { formatQuantity } from "./figures.ts";

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children ?? "–"}</dd>
    </div>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-slate-50 p-3">
      <h3 className="mb-2 text-sm font-semibold text-slate-800">{title}</h3>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** The shipping order details of one shipment: bills, importer, exporter, cargo, shipping and containers. */
export function ShippingOrderView({
  query,
  notFound,
  onClose,
}: {
  /** The order's query: a company's (useShippingOrder) or a product's. */
  query: UseQueryResult<ShippingOrder>;
  /** What to say when the shipment is not one of the page's records. */
  notFound: ReactNode;
  onClose: () => void;
}) {
  return (
    <Panel
      title={<Trans>Shipping order details</Trans>}
      testId="shipping-order"
      actions={
        <Button variant="secondary" onClick={onClose} data-testid="shipping-order-close">
          <Trans>Close</Trans>
        </Button>
      }
    >
      <QueryView query={query} notFound={notFound}>
        {(order) => <OrderBody order={order} />}
      </QueryView>
    </Panel>
  );
}

function OrderBody({ order }: { order: ShippingOrder }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const country = (code: string | null) => (code ? countryName(code, locale) : null);
  const party = (p: ShippingOrder["importer"]) => (
    <>
      <Field label={<Trans>Name</Trans>}>
        {p.aaaId && p.name ? (
          <Link
            to="/index/company/detals/$id/background/snapshot"
            params={{ id: p.aaaId }}
            className="text-brand-800 hover:underline"
          >
            {p.name}
          </Link>
        ) : (
          p.name
        )}
      </Field>
      <Field label={<Trans>Country</Trans>}>{country(p.countryCode)}</Field>
      <Field label={<Trans>Address</Trans>}>{p.address}</Field>
    </>
  );
  const kind =
    order.recordKind === "bill-of-lading" ? <Trans>Bill of lading</Trans> : <Trans>Monthly import report</Trans>;
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Section title={<Trans>Bills and source</Trans>}>
        <Field label={<Trans>Master bill of lading</Trans>}>{order.masterBol}</Field>
        <Field label={<Trans>Bill no.</Trans>}>{order.billNo}</Field>
        <Field label={<Trans context="kind of shipment record">Record</Trans>}>{kind}</Field>
        <Field label={<Trans>Arrival date</Trans>}>{order.arrivalDate}</Field>
        <Field label={<Trans>Source</Trans>}>
          <span className="flex items-center gap-2">
            {order.source}
            {order.isDemo ? <DemoLabel /> : null}
          </span>
        </Field>
      </Section>
      <Section title={<Trans>Cargo</Trans>}>
        <Field label={<Trans>Description</Trans>}>{order.cargo.description}</Field>
        <Field label={<Trans>HS code</Trans>}>
          {order.cargo.hsCode ? `${order.cargo.hsCode} ${order.cargo.hsDescription ?? ""}` : null}
        </Field>
        <Field label={<Trans>Quantity</Trans>}>
          {formatQuantity(order.cargo.quantity, order.cargo.quantityUnit, locale)}
        </Field>
        <Field label={<Trans>Weight (kg)</Trans>}>
          {order.cargo.weightKg === null ? null : formatNumber(order.cargo.weightKg, locale, 0)}
        </Field>
        <Field label={<Trans>Value (USD)</Trans>}>{formatUsd(order.cargo.value, locale)}</Field>
      </Section>
      <Section title={<Trans>Importer</Trans>}>{party(order.importer)}</Section>
      <Section title={<Trans>Exporter</Trans>}>{party(order.exporter)}</Section>
      <Section title={<Trans>Shipping</Trans>}>
        <Field label={<Trans>Origin</Trans>}>{country(order.shipping.originCountry)}</Field>
        <Field label={<Trans>Destination</Trans>}>{country(order.shipping.destinationCountry)}</Field>
        <Field label={<Trans>Port of lading</Trans>}>{order.shipping.portOfLading}</Field>
        <Field label={<Trans>Port of unlading</Trans>}>{order.shipping.portOfUnlading}</Field>
        <Field label={<Trans>Carrier</Trans>}>{order.shipping.carrier}</Field>
        <Field label={<Trans>Vessel</Trans>}>{order.shipping.vessel}</Field>
      </Section>
      <Section title={<Trans>Containers</Trans>}>
        <Field label={<Trans>Number of containers</Trans>}>{order.container.count}</Field>
        <Field label={<Trans>Container type</Trans>}>{order.container.type}</Field>
      </Section>
    </div>
  );
}
