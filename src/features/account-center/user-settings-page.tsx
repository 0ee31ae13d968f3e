import { useState, type FormEvent } from "react";
import { Field, Label, Switch } from "@headlessui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { IdlePolicy } from "../../../contract/account-center.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
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

function RetentionForm({ initial }: { initial: IdlePolicy }) {
  const { t } = useLingui();
  const [policy, setPolicy] = useState(initial);
  const [isShortened, setShortened] = useState(retentionChoice(initial).isShortened);
  const [minutes, setMinutes] = useState(retentionChoice(initial).minutes);
  const [invalid, setInvalid] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: saveRetention } = useSaveRetention();
  const inForce = limitMinutes(policy);
  const min = RETENTION_MIN_MINUTES;
  const max = RETENTION_MAX_MINUTES;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = isShortened ? parseRetentionMinutes(minutes) : null;
    setInvalid(isShortened && value === null);
    if (isShortened && value === null) return;
    setBusy(true);
    setBanner(null);
    try {
      const next = await saveRetention(value);
      setPolicy(next);
      emitAppEvent({ type: "idle-policy:changed", idleLogoutMs: next.idleLogoutMs });
      emitAppEvent({ type: "toast", kind: "success", message: t`Your settings have been saved.` });
    } catch (error) {
      setBanner(failureMessage(error, t`The settings could not be saved. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
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
          checked={isShortened}
          onChange={(checked) => {
            setShortened(checked);
            setInvalid(false);
            if (checked && policy.loginRetentionTime === null) setMinutes(String(policy.defaultLoginRetentionTime));
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
      {isShortened ? (
        <TextField
          label={<Trans>Inactivity timeout (minutes)</Trans>}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          className="max-w-48"
          value={minutes}
          onChange={setMinutes}
          error={invalid ? t`Enter a whole number of minutes from ${min} to ${max}.` : null}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          <Trans>Save settings</Trans>
        </Button>
      </div>
    </form>
  );
}
