import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Type, type Static } from "typebox";
import { Trans, useLingui } from "@lingui/react/macro";
import { tokeniseSandboxCard, type CardProblem } from "../../../contract/sandbox-card.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useSchemaForm } from "../../lib/use-schema-form.ts";

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
const CardFormSchema = Type.Object({ number: Type.String(), expiry: Type.String(), cvc: Type.String() });
type CardValues = Static<typeof CardFormSchema>;

const PROBLEMS: Record<CardProblem, MessageDescriptor> = {
  number: msg`Please enter a valid card number`,
  expiry: msg`Please enter the expiry date as MM/YY`,
  cvc: msg`Please enter the 3- or 4-digit security code`,
};

export function CardForm({ publicKey, busy, error, submitLabel, onToken }: CardFormProps) {
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
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      data-testid="card-form"
    >
      <FormTextField {...form.field("number")} label={t`Card number`} inputMode="numeric" autoComplete="cc-number" />
      <div className="grid grid-cols-2 gap-3">
        <FormTextField {...form.field("expiry")} label={t`Expiry (MM/YY)`} autoComplete="cc-exp" />
        <FormTextField {...form.field("cvc")} label={t`Security code`} inputMode="numeric" autoComplete="cc-csc" />
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
