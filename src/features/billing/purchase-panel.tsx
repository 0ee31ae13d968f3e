import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PaymentResult, Product } from "../../../contract/payments.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { emitAppEvent } from "../../lib/app-events.ts";
import { ApiError } from "../../lib/api-client.ts";
import { cn } from "../../lib/cn.ts";
import { userKeys } from "../accounts/index.ts";
import { cardAuthorize, failedPay, getPublicClientKey, saveUserRecharges } from "./billing.api.ts";
import { CardForm } from "./card-form.tsx";
import { payThroughChallenge, type ChallengeRunner } from "./stripe-card.ts";
import { PriceListTable } from "./price-list-table.tsx";
import { useProducts } from "./queries.ts";

function useMoney(): (product: Product) => string {
  const { i18n } = useLingui();
  return (product) =>
    new Intl.NumberFormat(i18n.locale, { style: "currency", currency: product.currency }).format(
      product.amountCents / 100,
    );
}

function ProductChoice({ product, chosen, onChoose }: { product: Product; chosen: boolean; onChoose: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const credits = product.credits;
  const name =
    product.kind === "credits"
      ? plural(credits, { one: "# credit", other: "# credits" })
      : product.lockType === 2
        ? t`Gold, one year`
        : t`Silver, one year`;
  return (
    <label
      className={cn(
        "flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 ring-1 ring-slate-300",
        chosen && "bg-brand-50 ring-2 ring-brand-500",
      )}
    >
      <span className="flex items-center gap-2">
        <input type="radio" name="product" checked={chosen} onChange={onChoose} />
        <span className="text-sm font-medium text-slate-900">{name}</span>
      </span>
      <span className="text-sm text-slate-700">{money(product)}</span>
    </label>
  );
}

/**
 * The purchase flow of addCredit and quota: a product, the provider's card form, the bank's challenge
 * (the sandbox's dialog below, or Stripe's own window).
 */
export function PurchasePanel() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const products = useProducts();
  const key = useQuery({ queryKey: ["billing", "public-key"], queryFn: getPublicClientKey, staleTime: Infinity });
  const [code, setCode] = useState("credits-10");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = async (work: () => Promise<PaymentResult>) => {
    setBusy(true);
    setError(null);
    try {
      const result = await work();
      if (result.status === "challenge") return setChallenge(result.orderNo);
      setChallenge(null);
      if (result.status === "paid") emitAppEvent({ type: "toast", kind: "success", message: t`Payment received` });
    } catch (failure) {
      setChallenge(null);
      setError(failure instanceof ApiError ? failure.message : t`The payment could not be completed`);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    }
  };
  const pay = (paymentToken: string, runChallenge?: ChallengeRunner) =>
    finish(() =>
      payThroughChallenge(
        () => cardAuthorize({ productCode: code, paymentToken, idempotencyKey: `pay-${crypto.randomUUID()}` }),
        (orderNo, approved) => saveUserRecharges({ orderNo, approved }),
        runChallenge,
      ),
    );
  const answerChallenge = (orderNo: string, approved: boolean) =>
    finish(() => saveUserRecharges({ orderNo, approved }));
  const closeChallenge = (orderNo: string) =>
    finish(async () => {
      await failedPay(orderNo);
      throw new Error("abandoned");
    });

  return (
    <section className="flex flex-col gap-4" aria-labelledby="purchase-title" data-testid="purchase-panel">
      <h2 id="purchase-title" className="text-base font-semibold text-slate-900">
        <Trans>Buy credits or a subscription</Trans>
      </h2>
      <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t`Products`}>
        {products.data?.products.map((product) => (
          <ProductChoice
            key={product.code}
            product={product}
            chosen={product.code === code}
            onChoose={() => setCode(product.code)}
          />
        ))}
      </div>
      {key.data ? (
        <CardForm
          paymentKey={key.data}
          busy={busy}
          error={error}
          submitLabel={t`Pay now`}
          onToken={(token, runChallenge) => void pay(token, runChallenge)}
        />
      ) : null}
      <PriceListTable />
      <p className="flex flex-wrap gap-4 text-sm">
        <Link to="/account/PaymentRecord" className="text-brand-700 underline">
          <Trans>Payment record</Trans>
        </Link>
        <Link to="/account/DeductionRecord" className="text-brand-700 underline">
          <Trans>Deduction record</Trans>
        </Link>
      </p>
      <Modal
        open={challenge !== null}
        onClose={() => challenge && void closeChallenge(challenge)}
        title={t`Confirm the payment with your bank`}
        size="sm"
      >
        <p className="text-sm text-slate-700">
          <Trans>Test mode: your bank asks you to confirm this payment.</Trans>
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => challenge && void answerChallenge(challenge, false)}
          >
            <Trans>Refuse</Trans>
          </Button>
          <Button disabled={busy} onClick={() => challenge && void answerChallenge(challenge, true)}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </Modal>
    </section>
  );
}
