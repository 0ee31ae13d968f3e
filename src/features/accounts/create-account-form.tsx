import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  EMAIL_AND_NAME_MAX,
  PASSWORD_MAX,
  REGISTER_CODE_COUNTDOWN_S,
  VERIFICATION_CODE_MAX,
} from "../../../contract/constants.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { failureMessage, register, sendRegistrationCode, type Registration } from "./accounts.api.ts";
import { FormBanner } from "./form-banner.tsx";
import { SendCodeButton } from "./send-code-button.tsx";
import { PasswordChecklist } from "./password-checklist.tsx";
import { TermsConsent } from "./terms-consent.tsx";
import { useSendCode } from "./use-send-code.ts";
import { REGISTRATION_FIELDS, validateRegistration, type RegistrationErrors } from "./registration-check.ts";
import { useValidationText } from "./validation-messages.ts";

const EMPTY: Registration = { email: "", code: "", firstName: "", lastName: "", passwordOne: "", passwordTwo: "" };

/** The "Create an Account" tab; after a successful registration the sign-in tab opens with the email. */
export function CreateAccountForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useLingui();
  const [form, setForm] = useState(EMPTY);
  const [accepted, setAccepted] = useState(true);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, sendCode] = useSendCode(sendRegistrationCode, REGISTER_CODE_COUNTDOWN_S, {
    emailError: (email) => setErrors((current) => ({ ...current, email })),
    banner: (text) => {
      setBanner(text);
      if (text) emitAppEvent({ type: "toast", kind: "error", message: text });
    },
  });
  const describe = useValidationText();
  const field = (name: keyof Registration) => ({
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    error: describe(errors[name]),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(form, accepted);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setBanner(null);
    try {
      await register(form);
      onRegistered(form.email.trim());
    } catch (error) {
      setBanner(failureMessage(error, t`The account could not be created. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const codeButton = <SendCodeButton countdown={countdown} onSend={() => void sendCode(form.email)} />;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3.5">
      <FormBanner message={banner} />
      <TextField
        label={<Trans>Email</Trans>}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_AND_NAME_MAX}
        trailing={codeButton}
        {...field(REGISTRATION_FIELDS.email)}
      />
      <TextField
        label={<Trans>Verification code</Trans>}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX}
        {...field(REGISTRATION_FIELDS.code)}
      />
      <div className="grid grid-cols-1 gap-3.5 sm:grid-cols-2">
        <TextField
          label={<Trans>First name</Trans>}
          autoComplete="given-name"
          maxLength={EMAIL_AND_NAME_MAX}
          {...field(REGISTRATION_FIELDS.firstName)}
        />
        <TextField
          label={<Trans>Last name</Trans>}
          autoComplete="family-name"
          maxLength={EMAIL_AND_NAME_MAX}
          {...field(REGISTRATION_FIELDS.lastName)}
        />
      </div>
      <TextField
        label={<Trans>Password</Trans>}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...field(REGISTRATION_FIELDS.passwordOne)}
      />
      <PasswordChecklist password={form.passwordOne} />
      <TextField
        label={<Trans>Confirm password</Trans>}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        {...field(REGISTRATION_FIELDS.passwordTwo)}
      />
      <TermsConsent checked={accepted} onChange={setAccepted} error={describe(errors.terms)} />
      <Button type="submit" disabled={busy} className="mt-1 w-full py-2.5">
        <Trans>Create an Account</Trans>
      </Button>
    </form>
  );
}
