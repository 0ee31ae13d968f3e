import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { EMAIL_AND_NAME_MAX, REGISTER_CODE_COUNTDOWN_S, VERIFICATION_CODE_MAX } from "../../../contract/constants.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import {
  FormBanner,
  SendCodeButton,
  useValidationText,
  checkEmail,
  checkVerificationCode,
  failureMessage,
  useSendCode,
  type ValidationError,
} from "../accounts/index.ts";
import { changeAccountEmail, sendChangeEmailCode } from "./security.api.ts";
import { updateStoredUser } from "./stored-user.ts";

/** Changes the account e-mail: the server mails a code to the new address, which proves it. */
export function ChangeEmailForm() {
  const { t } = useLingui();
  const current = useUserInfo()?.email;
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ email?: ValidationError | null; code?: ValidationError | null }>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, sendCode] = useSendCode(sendChangeEmailCode, REGISTER_CODE_COUNTDOWN_S, {
    emailError: (error) => setErrors((found) => ({ ...found, email: error })),
    banner: setBanner,
  });
  const describe = useValidationText();

  const sendCodeToNewEmail = async () => {
    if (await sendCode(email)) {
      emitAppEvent({ type: "toast", kind: "success", message: t`A verification code has been sent to the new email.` });
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: checkEmail(email), code: checkVerificationCode(code) };
    setErrors(found);
    if (found.email || found.code) return;
    setBusy(true);
    setBanner(null);
    try {
      const message = await changeAccountEmail(email, code);
      updateStoredUser({ email: email.trim().toLowerCase() });
      emitAppEvent({ type: "toast", kind: "success", message });
      setEmail("");
      setCode("");
    } catch (error) {
      setBanner(failureMessage(error, t`The email could not be changed. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const codeButton = <SendCodeButton countdown={countdown} onSend={() => void sendCodeToNewEmail()} />;

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-slate-600">
        <Trans>You sign in with your account email and receive our mail there.</Trans>
      </p>
      {current ? (
        <dl className="text-sm">
          <dt className="font-medium text-slate-700">
            <Trans>Current account email</Trans>
          </dt>
          <dd className="mt-0.5 break-all text-slate-900" data-testid="current-email">
            {current}
          </dd>
        </dl>
      ) : null}
      <FormBanner message={banner} />
      <TextField
        label={t`New email`}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_AND_NAME_MAX}
        trailing={codeButton}
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (errors.email) setErrors((found) => ({ ...found, email: checkEmail(value) }));
        }}
        onBlur={() => setErrors((found) => ({ ...found, email: email ? checkEmail(email) : null }))}
        error={describe(errors.email)}
      />
      <TextField
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (errors.code) setErrors((found) => ({ ...found, code: checkVerificationCode(value) }));
        }}
        error={describe(errors.code)}
      />
      <div>
        <Button type="submit" disabled={busy}>
          <Trans>Change email</Trans>
        </Button>
      </div>
    </form>
  );
}
