import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { SIGN_IN_RULES, SignInForm as SignInSchema, type SignInValues } from "./account-forms.ts";
import { failureMessage, isCaptchaRequired, isLoginCodeRequired, signIn } from "./accounts.api.ts";
import { CaptchaDialog } from "./captcha-dialog.tsx";
import { FormBanner } from "./form-banner.tsx";

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
  const form = useSchemaForm<SignInValues>(SignInSchema, {
    ...SIGN_IN_RULES,
    defaultValues: { email: initialEmail, password: "" },
  });
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [isCodeAsked, setCodeAsked] = useState(false);

  /**
   * Signs in; a login that asks for a captcha opens the captcha dialog first, and one that asks for
   * the code it mailed (too many failed sign-ins of the account) shows the code field.
   */
  const attempt = async ({ email, password, emailCode }: SignInValues, captchaPass?: string) => {
    setBusy(true);
    setBanner(null);
    try {
      const accountType = await signIn(email, password, captchaPass, emailCode || undefined);
      emitAppEvent({ type: "login:success" });
      emitAppEvent({ type: "toast", kind: "success", message: t`You are signed in.` });
      onSignedIn(accountType);
    } catch (error) {
      if (isCaptchaRequired(error) && !captchaPass) {
        setCaptchaOpen(true);
        return;
      }
      if (isLoginCodeRequired(error)) setCodeAsked(true);
      emitAppEvent({ type: "login:failed" });
      setBanner(failureMessage(error, t`Sign-in failed. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const onCaptchaPassed = (captchaPass: string) => {
    setCaptchaOpen(false);
    void form.handleSubmit((values) => attempt(values, captchaPass))();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => attempt(values))(event)}
      className="flex flex-col gap-4"
    >
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
      <FormTextField
        {...form.field("email")}
        label={<Trans comment="Form field: e-mail address">Email</Trans>}
        type="email"
        autoComplete="username"
      />
      <FormTextField
        {...form.field("password")}
        label={<Trans>Password</Trans>}
        type="password"
        autoComplete="current-password"
      />
      {isCodeAsked ? (
        <FormTextField
          {...form.field("emailCode")}
          label={<Trans>Verification code</Trans>}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      ) : null}
      <button
        type="button"
        onClick={() => onForgot(form.getValues("email"))}
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
