import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { tokeniseSandboxCard, type CardProblem } from "../../../contract/sandbox-card.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";

type CardFormProps = {
  publicKey: string;
  busy: boolean;
  /** The form's error (a declined card), shown under it. */
  error: string | null;
  submitLabel: string;
  onToken: (token: string) => void;
};

/**
 * The sandbox provider's card form: the number, expiry and CVC are tokenised here, in the browser;
 * only the token goes to the server (docs/decisions/0030-ledger-and-payments.md).
 */
export function CardForm({ publicKey, busy, error, submitLabel, onToken }: CardFormProps) {
  const { t } = useLingui();
  const [card, setCard] = useState({ number: "", expiry: "", cvc: "" });
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const problems: Record<CardProblem, string> = {
    number: t`Please enter a valid card number`,
    expiry: t`Please enter the expiry date as MM/YY`,
    cvc: t`Please enter the 3- or 4-digit security code`,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const made = tokeniseSandboxCard(publicKey, card);
    if ("problem" in made) return setProblem(made.problem);
    setProblem(null);
    onToken(made.token);
  };
  const field = (name: keyof typeof card) => ({
    value: card[name],
    onChange: (value: string) => setCard((current) => ({ ...current, [name]: value })),
    error: problem === name ? problems[name] : null,
  });
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="card-form">
      <TextField label={t`Card number`} inputMode="numeric" autoComplete="cc-number" {...field("number")} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t`Expiry (MM/YY)`} autoComplete="cc-exp" {...field("expiry")} />
        <TextField label={t`Security code`} inputMode="numeric" autoComplete="cc-csc" {...field("cvc")} />
      </div>
      <p className="text-xs text-slate-600">
        <Trans>
          Test mode: card 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has
          insufficient funds and 4000 0000 0000 3220 asks for confirmation. Any future expiry and any 3 digits.
        </Trans>
      </p>
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
