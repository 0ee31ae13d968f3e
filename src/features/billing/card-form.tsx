import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Type, type Static } from "typebox";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PublicClientKey } from "../../../contract/payments.ts";
import { tokeniseSandboxCard, type CardProblem } from "../../../contract/sandbox-card.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { cn } from "../../lib/cn.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { loadStripeJs, stripeCard, type ChallengeRunner, type StripeCard } from "./stripe-card.ts";

type CardFormProps = {
  /** `/pay/getPublicClientKey`: which provider tokenises the card, with its public key. */
  paymentKey: PublicClientKey;
  busy: boolean;
  /** The form's error (a declined card), shown under it. */
  error: string | null;
  submitLabel: string;
  /** The card's token; with Stripe, also what takes the card holder through the bank's challenge. */
  onToken: (token: string, runChallenge?: ChallengeRunner) => void;
};

const PROBLEMS: Record<CardProblem, MessageDescriptor> = {
  number: msg`Please enter a valid card number`,
  expiry: msg`Please enter the expiry date as MM/YY`,
  cvc: msg`Please enter the 3- or 4-digit security code`,
};

/**
 * The card form of the purchase flow. The card is tokenised in the browser by the provider's part
 * (the sandbox's own fields, or Stripe's); only the token goes to the server
 * (docs/decisions/0030-ledger-and-payments.md, 0053-stripe-refunds-and-tabs.md).
 */
export function CardForm({ paymentKey, ...props }: CardFormProps) {
  return paymentKey.provider === "stripe" ? (
    <StripeCardForm publicKey={paymentKey.publicKey} {...props} />
  ) : (
    <SandboxCardForm publicKey={paymentKey.publicKey} {...props} />
  );
}

type FrameProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  /** The provider's fields. */
  children: ReactNode;
  /** What the card holder should know about this provider (test cards). */
  note: ReactNode;
};

/** What every provider's card form shares: the fields' place, the note, the error and the pay button. */
function CardFormFrame({ onSubmit, busy, error, submitLabel, children, note }: FrameProps) {
  return (
    <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate data-testid="card-form">
      {children}
      <p className="text-xs text-slate-600">{note}</p>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="payment-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The sandbox provider's fields: the number, expiry and CVC are tokenised here, in the browser. */
const CardFormSchema = Type.Object({ number: Type.String(), expiry: Type.String(), cvc: Type.String() });
type CardValues = Static<typeof CardFormSchema>;

type ProviderFormProps = Omit<CardFormProps, "paymentKey"> & { publicKey: string };

function SandboxCardForm({ publicKey, onToken, ...frame }: ProviderFormProps) {
  const { t } = useLingui();
  const tokenise = (card: CardValues) => tokeniseSandboxCard(publicKey, card);
  const form = useSchemaForm<CardValues>(CardFormSchema, {
    messages: {},
    refine: (card) => {
      const made = tokenise(card);
      return "problem" in made ? { [made.problem]: PROBLEMS[made.problem] } : {};
    },
    defaultValues: { number: "", expiry: "", cvc: "" },
    reValidateMode: "onSubmit",
  });
  const submit = (card: CardValues) => {
    const made = tokenise(card);
    if ("token" in made) onToken(made.token);
  };
  return (
    <CardFormFrame
      {...frame}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      note={
        <Trans>
          Test mode: card 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
          insufficient funds and 4000 0000 0000 3220 asks for confirmation. Any future expiry and any 3 digits.
        </Trans>
      }
    >
      <FormTextField {...form.field("number")} label={t`Card number`} inputMode="numeric" autoComplete="cc-number" />
      <div className="grid grid-cols-2 gap-3">
        <FormTextField {...form.field("expiry")} label={t`Expiry (MM/YY)`} autoComplete="cc-exp" />
        <FormTextField {...form.field("cvc")} label={t`Security code`} inputMode="numeric" autoComplete="cc-csc" />
      </div>
    </CardFormFrame>
  );
}

type StripeState = { status: "loading" } | { status: "ready"; card: StripeCard } | { status: "failed" };

/** Stripe.js, loaded from js.stripe.com for this form only, and its card fields on it (anew for another language). */
function useStripeCard(publicKey: string, locale: string): StripeState {
  const wanted = `${publicKey} ${locale}`;
  const [state, setState] = useState<{ for: string; state: StripeState } | null>(null);
  useEffect(() => {
    let card: StripeCard | null = null;
    let gone = false;
    const settle = (next: StripeState) => !gone && setState({ for: `${publicKey} ${locale}`, state: next });
    loadStripeJs(publicKey, locale).then(
      (stripe) => {
        if (gone) return;
        card = stripeCard(stripe, locale);
        settle({ status: "ready", card });
      },
      () => settle({ status: "failed" }),
    );
    return () => {
      gone = true;
      card?.destroy();
    };
  }, [publicKey, locale]);
  return state?.for === wanted ? state.state : { status: "loading" };
}

/** One of Stripe's fields in a box drawn as the app's inputs, with its label and its error. */
function StripeFieldBox({
  field,
  label,
  problem,
  boxRef,
}: {
  field: CardProblem;
  label: string;
  problem: string | null;
  boxRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`stripe-${field}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        ref={boxRef}
        role="group"
        aria-labelledby={`stripe-${field}-label`}
        aria-describedby={problem ? `stripe-${field}-problem` : undefined}
        data-testid={`stripe-${field}`}
        className={cn(
          "min-h-9 rounded-md bg-white px-3 py-2 shadow-xs ring-1 ring-inset focus-within:ring-2 focus-within:ring-brand-500",
          problem ? "ring-red-400" : "ring-slate-300",
        )}
      />
      {problem ? (
        <p id={`stripe-${field}-problem`} role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** Stripe's part: its fields (in its frames), a PaymentMethod made in the browser, its challenge. */
function StripeCardForm({ publicKey, onToken, error, ...frame }: ProviderFormProps) {
  const { t, i18n } = useLingui();
  const stripe = useStripeCard(publicKey, i18n.locale);
  const numberBox = useRef<HTMLDivElement>(null);
  const expiryBox = useRef<HTMLDivElement>(null);
  const cvcBox = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<Partial<Record<CardProblem, MessageDescriptor>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [making, setMaking] = useState(false);

  useEffect(() => {
    if (stripe.status !== "ready") return;
    const [number, expiry, cvc] = [numberBox.current, expiryBox.current, cvcBox.current];
    if (!number || !expiry || !cvc) return;
    const unmount = stripe.card.mount({ number, expiry, cvc });
    // A field corrected by the card holder loses its message; Stripe's own wording is not shown.
    const unsubscribe = stripe.card.onProblem((field, problem) =>
      setProblems((shown) => ({ ...shown, [field]: problem ? PROBLEMS[field] : undefined })),
    );
    return () => {
      unsubscribe();
      unmount();
    };
  }, [stripe]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stripe.status !== "ready" || making) return;
    setFailure(null);
    setMaking(true);
    const made = await stripe.card.createPaymentMethod().finally(() => setMaking(false));
    if ("token" in made) return onToken(made.token, stripe.card.runChallenge);
    if ("problem" in made) return setProblems({ [made.problem]: PROBLEMS[made.problem] });
    setFailure(t`The payment could not be completed`);
  };

  const problemOf = (field: CardProblem) => (problems[field] ? i18n._(problems[field]) : null);
  const testMode = publicKey.startsWith("pk_test_");
  return (
    <CardFormFrame
      {...frame}
      busy={frame.busy || making || stripe.status !== "ready"}
      error={error ?? failure}
      onSubmit={(event) => void submit(event)}
      note={
        testMode ? (
          // Stripe's test mode knows the same test cards as the sandbox.
          <Trans>
            Test mode: card 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
            insufficient funds and 4000 0000 0000 3220 asks for confirmation. Any future expiry and any 3 digits.
          </Trans>
        ) : (
          <Trans>Your card details go straight to Stripe; this server never sees them.</Trans>
        )
      }
    >
      {stripe.status === "loading" ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Loading the card form…</Trans>
        </p>
      ) : null}
      {stripe.status === "failed" ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="card-form-failed">
          <Trans>
            The card form could not be loaded from Stripe. Please check your connection and reload the page.
          </Trans>
        </p>
      ) : (
        <>
          <StripeFieldBox field="number" label={t`Card number`} problem={problemOf("number")} boxRef={numberBox} />
          <div className="grid grid-cols-2 gap-3">
            <StripeFieldBox field="expiry" label={t`Expiry (MM/YY)`} problem={problemOf("expiry")} boxRef={expiryBox} />
            <StripeFieldBox field="cvc" label={t`Security code`} problem={problemOf("cvc")} boxRef={cvcBox} />
          </div>
        </>
      )}
    </CardFormFrame>
  );
}
