import { useState, type ChangeEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { FILE_PURPOSES } from "../../../contract/files.ts";
import { useToken } from "../../lib/use-session.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { AccountPageFrame, LoadState, SignedOutPanel } from "../account-center/index.ts";
import { FormBanner, failureMessage } from "../accounts/index.ts";
import { getBankTransferDetails, uploadTransferReceipt } from "./billing.api.ts";
import { BillingLinks } from "./billing-pages.tsx";

/** Receipts the server accepts (it checks the bytes, not this list). */
const ACCEPT = FILE_PURPOSES.transfer.types.join(",");

function ReceiptUpload() {
  const { t } = useLingui();
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setBanner(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const saved = await uploadTransferReceipt(form);
      setSent(saved.name);
      emitAppEvent({
        type: "toast",
        kind: "success",
        message: t`Your transfer receipt was received. We will add the credits once the transfer arrives.`,
      });
    } catch (error) {
      setBanner(failureMessage(error, t`The receipt could not be uploaded. Please try again.`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <FormBanner message={banner} />
      <label className="text-sm font-medium text-slate-800" htmlFor="transfer-receipt">
        <Trans>Upload the transfer receipt (PDF or image, at most 5 MB)</Trans>
      </label>
      <input
        id="transfer-receipt"
        type="file"
        accept={ACCEPT}
        disabled={isBusy}
        onChange={(event) => void onFile(event)}
        className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-white"
      />
      {sent ? (
        <p className="text-sm text-emerald-800" role="status">
          <Trans>Received: {sent}</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** Bank transfer details: where to send the money, with the reference, and the receipt upload. */
export function BankTransferPage() {
  const { t } = useLingui();
  const token = useToken();
  const query = useQuery({ queryKey: ["billing", "bank"], queryFn: getBankTransferDetails, enabled: token !== null });
  if (!token) return <SignedOutPanel />;
  const details = query.data;
  const rows: [string, string][] = details
    ? [
        [t`Account holder name`, details.accountHolderName],
        [t`Beneficiary bank name`, details.bankName],
        [t`Beneficiary bank address`, details.bankAddress],
        [t`SWIFT code`, details.swiftCode],
        [t`Account number`, details.accountNumber],
        [t`ABA routing number`, details.abaRoutingNumber],
        [t`IBAN`, details.iban],
        [t`Reference`, details.reference],
      ]
    : [];
  return (
    <AccountPageFrame
      title={t`Bank transfer details`}
      description={t`Pay by bank transfer: send the amount to this account with the reference, then upload the receipt.`}
    >
      <div className="flex flex-col gap-5">
        {query.isPending ? (
          <LoadState query={query} />
        ) : details ? (
          <>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="bank-transfer-details">
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs text-slate-600">{label}</dt>
                    <dd className="font-mono text-sm break-all text-slate-900">{value}</dd>
                  </div>
                ))}
            </dl>
            <ReceiptUpload />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>Bank transfer is not offered on this installation. Please pay by card.</Trans>
          </p>
        )}
        <BillingLinks />
      </div>
    </AccountPageFrame>
  );
}
