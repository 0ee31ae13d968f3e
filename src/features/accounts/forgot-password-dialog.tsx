import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { RESET_CODE_COUNTDOWN_S } from "../../../contract/constants.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { checkResetCode, failureMessage, resetPassword, sendResetCode } from "./accounts.api.ts";
import {
  NEW_PASSWORD_RULES,
  NewPasswordForm,
  RESET_CODE_RULES,
  ResetCodeForm,
  type NewPasswordValues,
  type ResetCodeValues,
} from "./account-forms.ts";
import { FormBanner } from "./form-banner.tsx";
import { EmailCodeFields } from "./email-code-fields.tsx";
import { PasswordChecklist } from "./password-checklist.tsx";

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

/** Step 1 (the e-mail and its code), then step 2 (the new password) with the token step 1 got. */
function ForgotPasswordSteps({ initialEmail, onReset }: { initialEmail: string; onReset: (email: string) => void }) {
  const [checked, setChecked] = useState<{ email: string; token: string } | null>(null);
  if (checked) return <NewPasswordStep {...checked} onReset={onReset} />;
  return <CodeStep initialEmail={initialEmail} onChecked={(email, token) => setChecked({ email, token })} />;
}

type CodeStepProps = { initialEmail: string; onChecked: (email: string, token: string) => void };

function CodeStep({ initialEmail, onChecked }: CodeStepProps) {
  const { t } = useLingui();
  const form = useSchemaForm<ResetCodeValues>(ResetCodeForm, {
    ...RESET_CODE_RULES,
    defaultValues: { email: initialEmail, code: "" },
  });
  const [banner, setBanner] = useState<string | null>(null);

  const checkCode = async ({ email, code }: ResetCodeValues) => {
    setBanner(null);
    try {
      onChecked(email, await checkResetCode(email, code));
    } catch (error) {
      setBanner(failureMessage(error, t`The code could not be checked. Please try again.`));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(checkCode)(event)}
      className="flex flex-col gap-3.5 px-6 pt-4 pb-6"
    >
      <p className="text-sm text-slate-500">
        <Trans>Enter your account email; we will send you a verification code.</Trans>
      </p>
      <FormBanner message={banner} />
      <EmailCodeFields
        form={form}
        send={sendResetCode}
        fallbackSeconds={RESET_CODE_COUNTDOWN_S}
        banner={setBanner}
        emailLabel={<Trans>Email</Trans>}
        emailAutoComplete="username"
      />
      <Button type="submit" disabled={form.formState.isSubmitting} className="mt-1 w-full py-2.5">
        <Trans context="next step" comment="Goes on to the next step of the password reset">
          Next
        </Trans>
      </Button>
    </form>
  );
}

type NewPasswordStepProps = { email: string; token: string; onReset: (email: string) => void };

function NewPasswordStep({ email, token, onReset }: NewPasswordStepProps) {
  const { t } = useLingui();
  const form = useSchemaForm<NewPasswordValues>(NewPasswordForm, {
    ...NEW_PASSWORD_RULES,
    defaultValues: { password: "", confirmation: "" },
  });
  const [banner, setBanner] = useState<string | null>(null);

  const save = async ({ password, confirmation }: NewPasswordValues) => {
    setBanner(null);
    try {
      await resetPassword({
        account: email,
        newPasswordOne: password,
        newPasswordTow: confirmation,
        verificationToken: token,
      });
      emitAppEvent({ type: "toast", kind: "success", message: t`Your password has been reset. Please sign in.` });
      onReset(email);
    } catch (error) {
      setBanner(failureMessage(error, t`The password could not be reset. Please try again.`));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="flex flex-col gap-3.5 px-6 pt-4 pb-6"
    >
      <p className="text-sm text-slate-500">
        <Trans>Choose a new password for your account.</Trans>
        <span className="mt-0.5 block font-medium text-slate-800">{email}</span>
      </p>
      <FormBanner message={banner} />
      <FormTextField
        {...form.field("password")}
        label={<Trans>New password</Trans>}
        type="password"
        autoComplete="new-password"
      />
      <PasswordChecklist password={form.watch("password")} />
      <FormTextField
        {...form.field("confirmation")}
        label={<Trans>Confirm password</Trans>}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={form.formState.isSubmitting} className="mt-1 w-full py-2.5">
        <Trans>Save password</Trans>
      </Button>
    </form>
  );
}
