import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import {
  CHANGE_PASSWORD_RULES,
  ChangePasswordForm as ChangePasswordSchema,
  FormBanner,
  PasswordChecklist,
  failureMessage,
  type ChangePasswordValues,
} from "../accounts/index.ts";
import { changePassword } from "./security.api.ts";

const EMPTY: ChangePasswordValues = { current: "", password: "", confirmation: "" };

/** Changes the password with the current one; the session stays signed in (the server keeps it). */
export function ChangePasswordForm() {
  const { t } = useLingui();
  // Checked on leaving a field; a shown error then follows the typing, so it goes before the next blur moves the form.
  const form = useSchemaForm<ChangePasswordValues>(ChangePasswordSchema, {
    ...CHANGE_PASSWORD_RULES,
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const [banner, setBanner] = useState<string | null>(null);

  const save = async (values: ChangePasswordValues) => {
    setBanner(null);
    try {
      const message = await changePassword(values.current, values.password, values.confirmation);
      emitAppEvent({ type: "toast", kind: "success", message });
      form.reset(EMPTY);
    } catch (error) {
      setBanner(failureMessage(error, t`The password could not be changed. Please try again.`));
    }
  };

  const field = (name: keyof ChangePasswordValues, label: string, autoComplete: string) => (
    <FormTextField {...form.field(name)} label={label} type="password" autoComplete={autoComplete} />
  );

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="flex max-w-md flex-col gap-4">
      <FormBanner message={banner} />
      {field("current", t`Current password`, "current-password")}
      {field("password", t`New password`, "new-password")}
      <PasswordChecklist password={form.watch("password")} />
      {field("confirmation", t`Confirm password`, "new-password")}
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  );
}
