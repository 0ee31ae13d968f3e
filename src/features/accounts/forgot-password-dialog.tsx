import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  EMAIL_AND_NAME_MAX,
  PASSWORD_MAX,
  RESET_CODE_COUNTDOWN_S,
  VERIFICATION_CODE_MAX,
} from "../../../contract/constants.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { checkResetCode, failureMessage, resetPassword, sendResetCode } from "./accounts.api.ts";
import { FormBanner } from "./form-banner.tsx";
import { SendCodeButton } from "./send-code-button.tsx";
import { PasswordChecklist } from "./password-checklist.tsx";
import { useSendCode } from "./use-send-code.ts";
import {
  checkEmail,
  checkNewPassword,
  checkPasswordConfirmation,
  checkVerificationCode,
  type ValidationError,
} from "./validation.ts";
import { useValidationText } from "./validation-messages.ts";

type ForgotPasswordDialogProps = {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
  /** Step 3: the password was reset; back to the login with this email. */
  onReset: (email: string) => void;
};

/** The Forgot Password dialog: a new key per opening resets its steps and fields. */
export function ForgotPasswordDialog({ open, initialEmail, onClose, onReset }: ForgotPasswordDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={<Trans>Forgot Password</Trans>} size="md">
      <ForgotPasswordSteps initialEmail={initialEmail} onReset={onReset} />
    </Modal>
  );
}

type Errors = Partial<Record<"email" | "code" | "password" | "confirmation", ValidationError | null>>;

function ForgotPasswordSteps({ initialEmail, onReset }: { initialEmail: string; onReset: (email: string) => void }) {
  const { t } = useLingui();
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [token, setToken] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, sendCode] = useSendCode(sendResetCode, RESET_CODE_COUNTDOWN_S, {
    emailError: (error) => setErrors((current) => ({ ...current, email: error })),
    banner: setBanner,
  });
  const describe = useValidationText();

  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: email.trim() ? null : checkEmail(email), code: code ? null : checkVerificationCode(code) };
    setErrors(found);
    if (!email.trim() || !code) return;
    setBusy(true);
    setBanner(null);
    try {
      setToken(await checkResetCode(email, code));
      setStep(2);
    } catch (error) {
      setBanner(failureMessage(error, t`The code could not be checked. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: checkNewPassword(password),
      confirmation: checkPasswordConfirmation(password, confirmation),
    };
    setErrors(found);
    if (found.password || found.confirmation) return;
    setBusy(true);
    setBanner(null);
    try {
      await resetPassword({
        account: email,
        newPasswordOne: password,
        newPasswordTow: confirmation,
        verificationToken: token,
      });
      emitAppEvent({ type: "toast", kind: "success", message: t`Your password has been reset. Please sign in.` });
      onReset(email.trim());
    } catch (error) {
      setBanner(failureMessage(error, t`The password could not be reset. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  if (step === 2) {
    return (
      <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-3.5 px-6 pt-4 pb-6">
        <p className="text-sm text-slate-500">
          <Trans>Choose a new password for your account.</Trans>
          <span className="mt-0.5 block font-medium text-slate-800">{email.trim()}</span>
        </p>
        <FormBanner message={banner} />
        <TextField
          label={<Trans>New password</Trans>}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={setPassword}
          error={describe(errors.password)}
        />
        <PasswordChecklist password={password} />
        <TextField
          label={<Trans>Confirm password</Trans>}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={confirmation}
          onChange={setConfirmation}
          error={describe(errors.confirmation)}
        />
        <Button type="submit" disabled={busy} className="mt-1 w-full py-2.5">
          <Trans>Save password</Trans>
        </Button>
      </form>
    );
  }

  const codeButton = <SendCodeButton countdown={countdown} onSend={() => void sendCode(email)} />;

  return (
    <form noValidate onSubmit={(event) => void checkCode(event)} className="flex flex-col gap-3.5 px-6 pt-4 pb-6">
      <p className="text-sm text-slate-500">
        <Trans>Enter your account email; we will send you a verification code.</Trans>
      </p>
      <FormBanner message={banner} />
      <TextField
        label={<Trans>Email</Trans>}
        type="email"
        autoComplete="username"
        maxLength={EMAIL_AND_NAME_MAX}
        trailing={codeButton}
        value={email}
        onChange={setEmail}
        error={describe(errors.email)}
      />
      <TextField
        label={<Trans>Verification code</Trans>}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX}
        value={code}
        onChange={setCode}
        error={describe(errors.code)}
      />
      <Button type="submit" disabled={busy} className="mt-1 w-full py-2.5">
        <Trans>Next</Trans>
      </Button>
    </form>
  );
}
