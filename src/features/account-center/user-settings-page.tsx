import { useState } from "react";
import { useController } from "react-hook-form";
import { Type, type Static } from "typebox";
import { msg } from "@lingui/core/macro";
import { Field, Label, Switch } from "@headlessui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { IdlePolicy } from "../../../contract/account-center.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { FormBanner, failureMessage } from "../accounts/index.ts";
import { AccountPageFrame } from "./account-page-frame.tsx";
import { LoadState } from "./load-state.tsx";
import {
  RETENTION_MAX_MINUTES,
  RETENTION_MIN_MINUTES,
  limitMinutes,
  parseRetentionMinutes,
  retentionChoice,
} from "./retention.ts";
import { useFreshSimpleInfo, useSaveRetention } from "./queries.ts";

/**
 * User Settings (/account/UserSettings): the inactivity timeout (decision 0004). Exported bare so
 * that the permission gate (User Settings are blocked for lockType 0) can wrap it.
 */
export function UserSettingsPage() {
  const { t } = useLingui();
  const info = useFreshSimpleInfo();
  return (
    <AccountPageFrame
      title={t`User Settings`}
      description={t`How long you may stay inactive before you are signed out.`}
    >
      {info.data ? <RetentionForm initial={info.data.idle} /> : <LoadState query={info} />}
    </AccountPageFrame>
  );
}

/** The settings form: the switch, and the minutes a whole number from 2 to 60 while it is on. */
const RetentionFormSchema = Type.Object({ isShortened: Type.Boolean(), minutes: Type.String() });
type RetentionValues = Static<typeof RetentionFormSchema>;

function RetentionForm({ initial }: { initial: IdlePolicy }) {
  const { t } = useLingui();
  const [policy, setPolicy] = useState(initial);
  const [banner, setBanner] = useState<string | null>(null);
  const { mutateAsync: saveRetention } = useSaveRetention();
  const inForce = limitMinutes(policy);
  const min = RETENTION_MIN_MINUTES;
  const max = RETENTION_MAX_MINUTES;
  const form = useSchemaForm<RetentionValues>(RetentionFormSchema, {
    messages: {},
    refine: ({ isShortened, minutes }) =>
      isShortened && parseRetentionMinutes(minutes) === null
        ? { minutes: msg`Enter a whole number of minutes from ${min} to ${max}.` }
        : {},
    defaultValues: retentionChoice(initial),
  });
  const shortened = useController({ control: form.control, name: "isShortened" }).field;

  const save = async ({ isShortened, minutes }: RetentionValues) => {
    setBanner(null);
    try {
      const next = await saveRetention(isShortened ? parseRetentionMinutes(minutes) : null);
      setPolicy(next);
      emitAppEvent({ type: "idle-policy:changed", idleLogoutMs: next.idleLogoutMs });
      emitAppEvent({ type: "toast", kind: "success", message: t`Your settings have been saved.` });
    } catch (error) {
      setBanner(failureMessage(error, t`The settings could not be saved. Please try again.`));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="flex max-w-xl flex-col gap-5"
      data-testid="user-settings"
    >
      <FormBanner message={banner} />
      <p className="text-sm text-slate-700" data-testid="idle-limit-in-force" data-minutes={inForce}>
        <Plural
          value={inForce}
          one="You are signed out after # minute without activity, with a warning one minute before."
          other="You are signed out after # minutes without activity, with a warning one minute before."
        />
      </p>
      <Field className="flex items-start gap-3">
        <Switch
          checked={shortened.value}
          onChange={(checked) => {
            shortened.onChange(checked);
            form.clearErrors("minutes");
            if (checked && policy.loginRetentionTime === null) {
              form.setValue("minutes", String(policy.defaultLoginRetentionTime));
            }
          }}
          className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-checked:bg-brand-700 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-500"
        >
          <span className="size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5" />
        </Switch>
        <Label className="text-sm text-slate-800">
          <span className="font-medium">
            <Trans>Sign me out sooner when I am inactive</Trans>
          </span>
          <span className="block text-slate-500">
            <Trans>Off: the standard one hour applies.</Trans>
          </span>
        </Label>
      </Field>
      {shortened.value ? (
        <FormTextField
          {...form.field("minutes")}
          label={<Trans>Inactivity timeout (minutes)</Trans>}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          className="max-w-48"
        />
      ) : null}
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </form>
  );
}
