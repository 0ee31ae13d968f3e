import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { failureMessage } from "./accounts.api.ts";
import { checkEmail } from "./validation.ts";
import { VALIDATION_MESSAGES } from "./validation-messages.ts";

/** Where the "Send code" button reports: the e-mail field's error, and the form's banner (null clears them). */
type SendCodeReport = {
  emailError: (message: string | null) => void;
  banner: (text: string | null) => void;
};

/**
 * The "Send code" button of the forms that mail a code: checks the address, has `send` mail the
 * code, and counts down to the next send (the server's wait, else `fallbackSeconds`). Returns the
 * seconds left and the send function, which resolves to whether the code went out.
 */
export function useSendCode(
  send: (email: string) => Promise<number>,
  fallbackSeconds: number,
  report: SendCodeReport,
): [number, (email: string) => Promise<boolean>] {
  const { t, i18n } = useLingui();
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const sendCode = async (email: string) => {
    const emailError = checkEmail(email);
    report.emailError(emailError ? i18n._(VALIDATION_MESSAGES[emailError]) : null);
    if (emailError) return false;
    report.banner(null);
    try {
      const wait = await send(email);
      setLeft(wait > 0 ? wait : fallbackSeconds);
      return true;
    } catch (error) {
      report.banner(failureMessage(error, t`The code could not be sent. Please try again.`));
      return false;
    }
  };
  return [left, sendCode];
}
