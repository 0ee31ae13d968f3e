import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui as useLinguiCore } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { OrderStatus } from "../../../contract/payments.ts";
import { Button } from "../../components/ui/button.tsx";
import { RecordsTable } from "../../components/ui/records-table.tsx";
import { formatDate } from "../../lib/format-date.ts";
import { useToken } from "../../lib/use-session.ts";
import { AccountPageFrame, LoadState, SignedOutPanel } from "../account-center/index.ts";
import { ACTION_LABELS } from "./action-labels.ts";
import { getConsumptions, getRecharges, RECORDS_PAGE_SIZE } from "./billing.api.ts";
import { RefundDialog } from "./refund-dialog.tsx";

const STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg({ message: "Waiting", comment: "Payment status" }),
  challenge: msg({ message: "Waiting for confirmation", comment: "Payment status" }),
  paid: msg({ message: "Paid", comment: "Payment status" }),
  failed: msg({ message: "Failed", comment: "Payment status" }),
  refunded: msg({ message: "Refunded", comment: "Payment status: the money was paid back" }),
};

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / RECORDS_PAGE_SIZE));
  return (
    <nav className="mt-3 flex items-center justify-end gap-2 text-sm" aria-label={t`Pages`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}

function RefundNote({ amount, credits, date }: { amount: string; credits: number; date: string }) {
  return (
    <Trans comment="A refund in the payment record: amount paid back, credits taken back, date">
      {amount} for {credits} credits on {date}
    </Trans>
  );
}

function RefundButton({ orderNo, onClick }: { orderNo: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="secondary" onClick={onClick} aria-label={t`Request a refund of order ${orderNo}`}>
      <Trans>Request a refund</Trans>
    </Button>
  );
}

/** Billing > PaymentRecord: the user's orders, paid or not, newest first. */
export function PaymentRecordPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const token = useToken();
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ["billing", "recharges", token, page],
    queryFn: () => getRecharges(page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  if (!token) return <SignedOutPanel />;
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.locale, { style: "currency", currency }).format(cents / 100);
  return (
    <AccountPageFrame title={t`Payment record`} description={t`Your purchases and payment attempts.`}>
      {!query.data ? (
        <LoadState query={query} />
      ) : query.data.total === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <>
          <RecordsTable
            caption={t`Payment record`}
            testId="payment-records"
            head={[
              t`Date`,
              t`Order no`,
              t({ message: "Product", context: "what was bought: a plan or credits" }),
              t`Amount`,
              t`Status`,
              t({ message: "Refund", comment: "Column of the payment record: money paid back" }),
            ]}
          >
            {query.data.list.map((row) => (
              <tr key={row.orderNo} className="border-t border-slate-200">
                <td className="py-2 pr-3">{formatDate(row.createTime, i18n.locale)}</td>
                <td className="py-2 pr-3 font-mono text-xs">{row.orderNo}</td>
                <td className="py-2 pr-3">{row.productCode}</td>
                <td className="py-2 pr-3">{money(row.amountCents, row.currency)}</td>
                <td className="py-2 pr-3">{i18n._(STATUS_LABELS[row.status])}</td>
                <td className="py-2 pr-3">
                  {row.refund ? (
                    <RefundNote
                      amount={money(row.refund.amountCents, row.currency)}
                      credits={row.refund.creditsTaken}
                      date={formatDate(row.refund.createTime, i18n.locale)}
                    />
                  ) : row.status === "paid" && row.kind === "credits" ? (
                    <RefundButton orderNo={row.orderNo} onClick={() => setRefunding(row.orderNo)} />
                  ) : null}
                </td>
              </tr>
            ))}
          </RecordsTable>
          <Pager page={page} total={query.data.total} onPage={setPage} />
        </>
      )}
      <RefundDialog orderNo={refunding} onClose={() => setRefunding(null)} />
    </AccountPageFrame>
  );
}

/** Billing > DeductionRecord: what credits paid for, one row per company, newest first. */
export function DeductionRecordPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const token = useToken();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["billing", "consumptions", token, page],
    queryFn: () => getConsumptions(page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
  if (!token) return <SignedOutPanel />;
  return (
    <AccountPageFrame title={t`Deduction record`} description={t`What your credits paid for.`}>
      {!query.data ? (
        <LoadState query={query} />
      ) : query.data.total === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No credits spent yet.</Trans>
        </p>
      ) : (
        <>
          <RecordsTable
            caption={t`Deduction record`}
            testId="deduction-records"
            head={[t`Date`, t`Company`, t`Usage type`, t`Credits`]}
          >
            {query.data.list.map((row) => (
              <tr key={row.id} className="border-t border-slate-200">
                <td className="py-2 pr-3">{formatDate(row.createTime, i18n.locale)}</td>
                <td className="py-2 pr-3">{row.companyName || row.companyId}</td>
                <td className="py-2 pr-3">{i18n._(ACTION_LABELS[row.type])}</td>
                <td className="py-2 pr-3">{row.credits}</td>
              </tr>
            ))}
          </RecordsTable>
          <Pager page={page} total={query.data.total} onPage={setPage} />
        </>
      )}
    </AccountPageFrame>
  );
}
