import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { BillingInformation } from "../../../contract/billing.ts";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { formatDate } from "../../lib/format-date.ts";
import { useToken } from "../../lib/use-session.ts";
import { AccountPageFrame, LoadState, SignedOutPanel } from "../account-center/index.ts";
import { BillingInformationFields } from "./billing-information-form.tsx";
import {
  downloadInvoice,
  downloadStatement,
  getBillingInformation,
  getRecharges,
  getStatistics,
  saveFile,
} from "./billing.api.ts";

const linkClass = cn(
  "rounded-md px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500",
);

function useMoney() {
  const { i18n } = useLinguiCore();
  return (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.locale, { style: "currency", currency }).format(cents / 100);
}

/** The Billing pages, linked from each of them. */
export function BillingLinks() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Billing pages`} className="flex flex-wrap gap-2">
      <Link to="/account/BillRecord" className={linkClass}>
        <Trans>Bill record</Trans>
      </Link>
      <Link to="/account/PaymentRecord" className={linkClass}>
        <Trans>Payment record</Trans>
      </Link>
      <Link to="/account/DeductionRecord" className={linkClass}>
        <Trans>Deduction record</Trans>
      </Link>
      <Link to="/account/InvoiceDownload" className={linkClass}>
        <Trans>Invoice download</Trans>
      </Link>
      <Link to="/account/billinginformation" className={linkClass}>
        <Trans>Billing information</Trans>
      </Link>
      <Link to="/account/BankTransfer" className={linkClass}>
        <Trans>Bank transfer</Trans>
      </Link>
    </nav>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** Billing (and BillRecord): the balance, what was bought and spent, and the Billing pages. */
export function BillingOverviewPage() {
  const { t } = useLingui();
  const token = useToken();
  const money = useMoney();
  const query = useQuery({
    queryKey: ["billing", "statistics", token],
    queryFn: getStatistics,
    enabled: token !== null,
  });
  if (!token) return <SignedOutPanel />;
  return (
    <AccountPageFrame title={t`Bill record`} description={t`Your credits, purchases and invoices.`}>
      <div className="flex flex-col gap-5">
        {query.data ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="billing-statistics">
            <Figure label={t`Available credits`} value={query.data.availablePoints} />
            <Figure label={t`Credits bought`} value={query.data.creditsBought} />
            <Figure label={t`Credits spent`} value={query.data.creditsSpent} />
            <Figure label={t`Paid orders`} value={query.data.paidOrders} />
            <Figure label={t`Amount paid`} value={money(query.data.amountPaidCents, "USD")} />
          </dl>
        ) : (
          <LoadState query={query} />
        )}
        <BillingLinks />
      </div>
    </AccountPageFrame>
  );
}

function useBillingInformation(token: string | null) {
  return useQuery({ queryKey: ["billing", "information"], queryFn: getBillingInformation, enabled: token !== null });
}

function SavedInformation({ info }: { info: BillingInformation }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Company name`, info.companyName],
    [t`Company ID or VAT number (optional)`, info.companyId || "-"],
    [t`Name`, `${info.firstName} ${info.lastName}`],
    [t`Phone number`, info.phoneNumber],
    [t`Email`, info.email],
    [t`Address`, `${info.address1}, ${info.zipCode} ${info.city}, ${info.countryCode}`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="billing-information">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-sm break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Billing information (billinginformation): the saved details, or the form until they are saved. */
export function BillingInformationPage() {
  const { t } = useLingui();
  const token = useToken();
  const query = useBillingInformation(token);
  if (!token) return <SignedOutPanel />;
  const actions = query.data ? (
    <Link to="/account/billinginformationtwo" className={linkClass}>
      <Trans>Change</Trans>
    </Link>
  ) : null;
  return (
    <AccountPageFrame
      title={t`Billing information`}
      description={t`Invoices are made out to these details.`}
      actions={actions}
    >
      {query.isPending ? (
        <LoadState query={query} />
      ) : query.data ? (
        <SavedInformation info={query.data} />
      ) : (
        <BillingInformationFields saved={null} onSaved={() => undefined} />
      )}
    </AccountPageFrame>
  );
}

/** Billing information, second page (billinginformationtwo): changing the saved details. */
export function BillingInformationEditPage() {
  const { t } = useLingui();
  const token = useToken();
  const navigate = useNavigate();
  const query = useBillingInformation(token);
  if (!token) return <SignedOutPanel />;
  return (
    <AccountPageFrame title={t`Change billing information`} description={t`Invoices are made out to these details.`}>
      {query.isPending ? (
        <LoadState query={query} />
      ) : (
        <BillingInformationFields
          key={query.data?.updateTime ?? "new"}
          saved={query.data ?? null}
          onSaved={() => void navigate({ to: "/account/billinginformation" })}
        />
      )}
    </AccountPageFrame>
  );
}

/** InvoiceDownload: one invoice per paid order, and the year's statement. */
export function InvoiceDownloadPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const token = useToken();
  const money = useMoney();
  const [busy, setBusy] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ["billing", "recharges", token, 1],
    queryFn: () => getRecharges(1),
    enabled: token !== null,
  });
  if (!token) return <SignedOutPanel />;
  const year = new Date().getUTCFullYear();
  const fetchFile = async (key: string, load: () => ReturnType<typeof downloadStatement>, fallback: string) => {
    setBusy(key);
    try {
      const file = await load();
      saveFile(file.blob, file.fileName ?? fallback);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  const paid = query.data?.list.filter((row) => row.status === "paid") ?? [];
  const statement = (
    <Button
      variant="secondary"
      disabled={busy !== null}
      onClick={() => void fetchFile("statement", () => downloadStatement(year), `invoices-${year}.pdf`)}
    >
      <Trans>Statement {year} (PDF)</Trans>
    </Button>
  );
  return (
    <AccountPageFrame
      title={t`Invoice download`}
      description={t`An invoice (PDF) for each paid order.`}
      actions={statement}
    >
      {!query.data ? (
        <LoadState query={query} />
      ) : paid.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No paid orders yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="invoices">
          {paid.map((row) => (
            <li key={row.orderNo} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-mono text-xs break-all">{row.orderNo}</p>
                <p className="text-slate-600">
                  {formatDate(row.createTime, i18n.locale)} · {money(row.amountCents, row.currency)}
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={busy !== null}
                onClick={() => void fetchFile(row.orderNo, () => downloadInvoice(row.orderNo), `${row.orderNo}.pdf`)}
              >
                <Trans>Download invoice</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5">
        <BillingLinks />
      </div>
    </AccountPageFrame>
  );
}
