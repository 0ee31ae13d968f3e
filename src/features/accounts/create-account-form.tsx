import { useState } from "react";
import { useController } from "react-hook-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { REGISTER_CODE_COUNTDOWN_S } from "../../../contract/constants.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { failureMessage, register, sendRegistrationCode } from "./accounts.api.ts";
import { REGISTRATION_RULES, RegistrationForm, type RegistrationValues } from "./account-forms.ts";
import { FormBanner } from "./form-banner.tsx";
import { EmailCodeFields } from "./email-code-fields.tsx";
import { PasswordChecklist } from "./password-checklist.tsx";
import { TermsConsent } from "./terms-consent.tsx";

const EMPTY: RegistrationValues = {
  email: "",
  code: "",
  firstName: "",
  lastName: "",
  passwordOne: "",
  passwordTwo: "",
  terms: true,
};

/** The "Create an Account" tab; after a successful registration the sign-in tab opens with the email. */
export function CreateAccountForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useLingui();
  const form = useSchemaForm<RegistrationValues>(RegistrationForm, { ...REGISTRATION_RULES, defaultValues: EMPTY });
  const terms = useController({ control: form.control, name: "terms" });
  const [banner, setBanner] = useState<string | null>(null);
  const codeBanner = (text: string | null) => {
    setBanner(text);
    if (text) emitAppEvent({ type: "toast", kind: "error", message: text });
  };

  const submit = async ({ terms: _accepted, ...registration }: RegistrationValues) => {
    setBanner(null);
    try {
      await register(registration);
      onRegistered(registration.email);
    } catch (error) {
      setBanner(failureMessage(error, t`The account could not be created. Please try again.`));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-3.5">
      <FormBanner message={banner} />
      <EmailCodeFields
        form={form}
        send={sendRegistrationCode}
        fallbackSeconds={REGISTER_CODE_COUNTDOWN_S}
        banner={codeBanner}
        emailLabel={<Trans>Email</Trans>}
        emailAutoComplete="email"
      />
      <div className="grid grid-cols-1 gap-3.5 sm:grid-cols-2">
        <FormTextField {...form.field("firstName")} label={<Trans>First name</Trans>} autoComplete="given-name" />
        <FormTextField {...form.field("lastName")} label={<Trans>Last name</Trans>} autoComplete="family-name" />
      </div>
      <FormTextField
        {...form.field("passwordOne")}
        label={<Trans>Password</Trans>}
        type="password"
        autoComplete="new-password"
      />
      <PasswordChecklist password={form.watch("passwordOne")} />
      <FormTextField
        {...form.field("passwordTwo")}
        label={<Trans>Confirm password</Trans>}
        type="password"
        autoComplete="new-password"
      />
      <TermsConsent
        checked={terms.field.value}
        onChange={terms.field.onChange}
        error={terms.fieldState.error?.message ?? null}
      />
      <Button type="submit" disabled={form.formState.isSubmitting} className="mt-1 w-full py-2.5">
        <Trans>Create an Account</Trans>
      </Button>
    </form>
  );
}
