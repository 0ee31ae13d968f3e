import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PASSWORD_MAX } from "../../../contract/constants.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import {
  FormBanner,
  PasswordChecklist,
  useValidationText,
  checkLoginPassword,
  checkNewPassword,
  checkPasswordConfirmation,
  failureMessage,
  type ValidationError,
} from "../accounts/index.ts";
import { changePassword } from "./security.api.ts";

type Field = "current" | "password" | "confirmation";
const EMPTY: Record<Field, string> = { current: "", password: "", confirmation: "" };

function check(field: Field, values: Record<Field, string>): ValidationError | null {
  if (field === "current") return checkLoginPassword(values.current);
  if (field === "password") return checkNewPassword(values.password);
  return checkPasswordConfirmation(values.password, values.confirmation);
}

/** Changes the password with the current one; the session stays signed in (the server keeps it). */
export function ChangePasswordForm() {
  const describe = useValidationText();
  const { t } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationError | null>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      current: check("current", values),
      password: check("password", values),
      confirmation: check("confirmation", values),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setBanner(null);
    try {
      const message = await changePassword(values.current, values.password, values.confirmation);
      emitAppEvent({ type: "toast", kind: "success", message });
      setValues(EMPTY);
    } catch (error) {
      setBanner(failureMessage(error, t`The password could not be changed. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX}
      value={values[name]}
      onChange={(value) => {
        const next = { ...values, [name]: value };
        setValues(next);
        // A shown error follows the typing, so it goes away before the next blur moves the form.
        if (errors[name]) setErrors((current) => ({ ...current, [name]: check(name, next) }));
      }}
      onBlur={() => setErrors((current) => ({ ...current, [name]: check(name, values) }))}
      error={describe(errors[name])}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex max-w-md flex-col gap-4">
      <FormBanner message={banner} />
      {field("current", t`Current password`, "current-password")}
      {field("password", t`New password`, "new-password")}
      <PasswordChecklist password={values.password} />
      {field("confirmation", t`Confirm password`, "new-password")}
      <div>
        <Button type="submit" disabled={busy}>
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  );
}
