import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { emitAppEvent } from "../../lib/app-events.ts";
import { FormBanner, failureMessage } from "../accounts/index.ts";
import { refundPayment } from "./billing.api.ts";

const REASON_MAX = 1000;

/**
 * The payer's written refund request for a credit purchase (spec §7 terms): the unspent credits of
 * the order are taken back and their share of the price is paid back to the card at once.
 */
export function RefundDialog({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setProblem(null);
    onClose();
  };
  const mutation = useMutation({
    mutationFn: (request: { orderNo: string; reason: string }) => refundPayment(request),
    onSuccess: async (answer) => {
      emitAppEvent({ type: "toast", kind: "success", message: answer.msg });
      await queryClient.invalidateQueries({ queryKey: ["billing"] });
      close();
    },
    onError: (error) => setProblem(failureMessage(error, t`The refund could not be made. Please try again.`)),
  });
  const submit = () => {
    if (!orderNo) return;
    if (!reason.trim()) {
      setProblem(t`Please tell us why you ask for a refund`);
      return;
    }
    setProblem(null);
    mutation.mutate({ orderNo, reason: reason.trim() });
  };
  return (
    <Modal open={orderNo !== null} onClose={close} title={t`Request a refund`} size="md">
      <form
        noValidate
        data-testid="refund-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4 overflow-y-auto px-6 pt-3 pb-6"
      >
        <p className="text-sm text-slate-600">
          <Trans>
            The credits of order {orderNo} that you have not spent are taken back, and their share of the price is paid
            back to your card. Credits already spent are not refunded.
          </Trans>
        </p>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <Trans>Reason for the refund</Trans>
          <textarea
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            rows={4}
            maxLength={REASON_MAX}
            required
            className="rounded-md border-0 px-3 py-2 text-sm font-normal ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
          />
        </label>
        <FormBanner message={problem} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            <Trans>Request the refund</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
