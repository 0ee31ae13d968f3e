import type { ReactNode } from "react";
import type { Path } from "react-hook-form";
import { Trans } from "@lingui/react/macro";
import type { SchemaForm } from "../../lib/use-schema-form.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { SendCodeButton } from "./send-code-button.tsx";
import { useSendCode } from "./use-send-code.ts";

type EmailCodeValues = { email: string; code: string };

type EmailCodeFieldsProps<T extends EmailCodeValues> = {
  form: SchemaForm<T>;
  /** Mails the code to the address; resolves to the server's wait before the next send. */
  send: (email: string) => Promise<number>;
  /** The countdown to the next send when the server names no wait. */
  fallbackSeconds: number;
  /** The form's banner, where a failed send reports (null clears it). */
  banner: (text: string | null) => void;
  /** The code went out. */
  onSent?: () => void;
  emailLabel: ReactNode;
  emailAutoComplete: "email" | "username";
};

/**
 * The e-mail field with its "Send code" button, and the field of the mailed code: the forms that
 * prove an address (create an account, forgot password, change e-mail). The address is checked
 * before the code is sent; a refusal shows under the field, a failed send in the form's banner.
 */
export function EmailCodeFields<T extends EmailCodeValues>(props: EmailCodeFieldsProps<T>) {
  const { form, send, fallbackSeconds, banner, onSent, emailLabel, emailAutoComplete } = props;
  // T has both fields, which TypeScript cannot see through react-hook-form's path types.
  const email = "email" as Path<T>;
  const code = "code" as Path<T>;
  const [countdown, sendCode] = useSendCode(send, fallbackSeconds, {
    emailError: (message) => form.showError(email, message),
    banner,
  });
  const sendToAddress = async () => {
    if (await sendCode(String(form.getValues(email)))) onSent?.();
  };
  return (
    <>
      <FormTextField
        {...form.field(email)}
        label={emailLabel}
        type="email"
        autoComplete={emailAutoComplete}
        trailing={<SendCodeButton countdown={countdown} onSend={() => void sendToAddress()} />}
      />
      <FormTextField
        {...form.field(code)}
        label={<Trans>Verification code</Trans>}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
    </>
  );
}
