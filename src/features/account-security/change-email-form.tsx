import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { REGISTER_CODE_COUNTDOWN_S } from "../../../contract/constants.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  CHANGE_EMAIL_RULES,
  ChangeEmailForm as ChangeEmailSchema,
  EmailCodeFields,
  FormBanner,
  failureMessage,
  type ChangeEmailValues,
} from "../accounts/index.ts";
import { changeAccountEmail, sendChangeEmailCode } from "./security.api.ts";
import { updateStoredUser } from "./stored-user.ts";

const EMPTY: ChangeEmailValues = { email: "", code: "" };

/** Changes the account e-mail: the server mails a code to the new address, which proves it. */
export function ChangeEmailForm() {
  const { t } = useLingui();
  const current = useUserInfo()?.email;
  const form = useSchemaForm<ChangeEmailValues>(ChangeEmailSchema, {
    ...CHANGE_EMAIL_RULES,
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const [banner, setBanner] = useState<string | null>(null);

  const save = async ({ email, code }: ChangeEmailValues) => {
    setBanner(null);
    try {
      const message = await changeAccountEmail(email, code);
      updateStoredUser({ email: email.toLowerCase() });
      emitAppEvent({ type: "toast", kind: "success", message });
      form.reset(EMPTY);
    } catch (error) {
      setBanner(failureMessage(error, t`The email could not be changed. Please try again.`));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="flex max-w-md flex-col gap-4">
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
      <EmailCodeFields
        form={form}
        send={sendChangeEmailCode}
        fallbackSeconds={REGISTER_CODE_COUNTDOWN_S}
        banner={setBanner}
        onSent={() =>
          emitAppEvent({
            type: "toast",
            kind: "success",
            message: t`A verification code has been sent to the new email.`,
          })
        }
        emailLabel={t`New email`}
        emailAutoComplete="email"
      />
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Change email</Trans>
        </Button>
      </div>
    </form>
  );
}
