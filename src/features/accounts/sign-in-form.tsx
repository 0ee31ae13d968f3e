import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { EMAIL_AND_NAME_MAX, PASSWORD_MAX } from "../../../contract/constants.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { failureMessage, isCaptchaRequired, signIn } from "./accounts.api.ts";
import { CaptchaDialog } from "./captcha-dialog.tsx";
import { FormBanner } from "./form-banner.tsx";
import { checkEmail, checkLoginPassword, type ValidationError } from "./validation.ts";
import { useValidationText } from "./validation-messages.ts";

type SignInFormProps = {
  initialEmail: string;
  onSignedIn: (accountType: number) => void;
  /** "Forgot password?": opens the Forgot Password dialog with the email typed so far. */
  onForgot: (email: string) => void;
  /** Just registered: a short confirmation above the form. */
  isRegistered?: boolean;
};

/** The "Sign in" tab: email and password; a failure shows the server's message in a red banner. */
export function SignInForm({ initialEmail, onSignedIn, onForgot, isRegistered = false }: SignInFormProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: ValidationError | null; password?: ValidationError | null }>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const message = useValidationText();

  /** Signs in; a login that asks for a captcha (HTTP 428) opens the captcha dialog first. */
  const attempt = async (captchaPass?: string) => {
    setBusy(true);
    setBanner(null);
    try {
      const accountType = await signIn(email, password, captchaPass);
      emitAppEvent({ type: "login:success" });
      emitAppEvent({ type: "toast", kind: "success", message: t`You are signed in.` });
      onSignedIn(accountType);
    } catch (error) {
      if (isCaptchaRequired(error) && !captchaPass) {
        setCaptchaOpen(true);
        return;
      }
      emitAppEvent({ type: "login:failed" });
      setBanner(failureMessage(error, t`Sign-in failed. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: checkEmail(email), password: checkLoginPassword(password) };
    setErrors(found);
    if (found.email || found.password) return;
    void attempt();
  };

  const onCaptchaPassed = (captchaPass: string) => {
    setCaptchaOpen(false);
    void attempt(captchaPass);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {isRegistered && !banner ? (
        <p
          role="status"
          data-testid="registered-note"
          className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800 ring-1 ring-emerald-200"
        >
          <Trans>Your account is created. Sign in with your password.</Trans>
        </p>
      ) : null}
      <FormBanner message={banner} />
      <TextField
        label={<Trans comment="Form field: e-mail address">Email</Trans>}
        type="email"
        autoComplete="username"
        maxLength={EMAIL_AND_NAME_MAX}
        value={email}
        onChange={setEmail}
        error={message(errors.email)}
      />
      <TextField
        label={<Trans>Password</Trans>}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={setPassword}
        error={message(errors.password)}
      />
      <button
        type="button"
        onClick={() => onForgot(email)}
        className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline"
      >
        <Trans>Forgot password?</Trans>
      </button>
      <Button type="submit" disabled={busy} className="mt-1 w-full py-2.5">
        <Trans comment="Button that submits the sign-in form">Sign in</Trans>
      </Button>
      <CaptchaDialog open={captchaOpen} onClose={() => setCaptchaOpen(false)} onPassed={onCaptchaPassed} />
    </form>
  );
}
