import { useState, type FormEvent, type ReactNode } from "react";
import { Field, Label, Radio, RadioGroup, Select } from "@headlessui/react";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCountries } from "../countries/use-countries.ts";
import { failureMessage, saveUserProfile } from "./accounts.api.ts";
import {
  EMPTY_PROFILE,
  checkProfileField,
  maxLength,
  profileBody,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileType,
} from "./profile-form.ts";
import { PROFILE_MESSAGES } from "./profile-messages.ts";

type ProfileDialogProps = {
  open: boolean;
  /** Not now, X or a click outside. */
  onDismiss: () => void;
  onSaved: () => void;
};

/** The Complete your Profile dialog; its form is new each time it opens. */
export function ProfileDialog({ open, onDismiss, onSaved }: ProfileDialogProps) {
  return (
    <Modal open={open} onClose={onDismiss} title={<Trans>Complete your Profile</Trans>} size="lg">
      <ProfileForm onDismiss={onDismiss} onSaved={onSaved} />
    </Modal>
  );
}

function ProfileForm({ onDismiss, onSaved }: Omit<ProfileDialogProps, "open">) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [type, setType] = useState<ProfileType>(1);
  const [values, setValues] = useState(EMPTY_PROFILE);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState(false);
  const countries = useCountries(i18n.locale);
  const countryOptions = [...countries.byCode.values()].sort((a, b) => a.name.localeCompare(b.name, i18n.locale));

  const check = (field: ProfileField, value: string) =>
    setErrors((current) => ({ ...current, [field]: checkProfileField(field, value, type) }));

  const field = ({ name, label, autoComplete }: { name: ProfileField; label: ReactNode; autoComplete: string }) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      maxLength={maxLength(name, type)}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      onBlur={() => check(name, values[name])}
      error={errors[name] ? i18n._(PROFILE_MESSAGES[name]) : null}
    />
  );

  const changeType = (next: ProfileType) => {
    setType(next);
    setValues(EMPTY_PROFILE);
    setErrors({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, type);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await saveUserProfile(profileBody(values, type));
      emitAppEvent({ type: "toast", kind: "success", message: t`Your profile has been saved.` });
      onSaved();
    } catch (error) {
      emitAppEvent({
        type: "toast",
        kind: "error",
        message: failureMessage(error, t`The profile could not be saved. Please try again.`),
      });
    } finally {
      setBusy(false);
    }
  };

  const typeOption = (value: ProfileType, label: ReactNode) => (
    <Radio
      value={value}
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm ring-1 ring-slate-300",
        "data-checked:bg-brand-50 data-checked:font-semibold data-checked:text-brand-800 data-checked:ring-brand-500 data-focus:outline-2 data-focus:outline-brand-500",
      )}
    >
      <span className="size-3.5 rounded-full border border-slate-400 in-data-checked:border-4 in-data-checked:border-brand-700" />
      {label}
    </Radio>
  );

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex min-h-0 flex-col">
      <div className="flex flex-col gap-4 overflow-y-auto px-6 pt-2 pb-4">
        <p className="text-sm text-slate-500">
          <Trans>
            Tell us who you are so that we can certify your account. A complete profile gives access to reports and
            invoices in your name.
          </Trans>
        </p>
        <RadioGroup value={type} onChange={changeType} aria-label={t`Account type`} className="flex flex-wrap gap-3">
          {typeOption(1, <Trans>Individual</Trans>)}
          {typeOption(2, <Trans>Group</Trans>)}
        </RadioGroup>
        <div className="grid grid-cols-1 gap-3.5 sm:grid-cols-2">
          {field({ name: "firstName", label: <Trans>First name</Trans>, autoComplete: "given-name" })}
          {field({ name: "lastName", label: <Trans>Last name</Trans>, autoComplete: "family-name" })}
          {field({ name: "phoneNumber", label: <Trans>Phone number</Trans>, autoComplete: "tel" })}
          {field({ name: "email", label: <Trans>Email</Trans>, autoComplete: "email" })}
          {field({
            name: "companyName",
            label: type === 2 ? <Trans>Organization name</Trans> : <Trans>Organization name (optional)</Trans>,
            autoComplete: "organization",
          })}
          {field({ name: "address1", label: <Trans>Address line 1</Trans>, autoComplete: "address-line1" })}
          <Field className="flex flex-col gap-1.5">
            <Label className="text-sm font-medium text-slate-700">
              <Trans>Country</Trans>
            </Label>
            <Select
              value={values.countryCode}
              invalid={Boolean(errors.countryCode)}
              onChange={(event) => {
                const countryCode = event.target.value;
                setValues((current) => ({ ...current, countryCode }));
                check("countryCode", countryCode);
              }}
              className="w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none data-invalid:ring-red-400"
            >
              <option value="">{t`Select a country`}</option>
              {countryOptions.map((country) => (
                <option key={country.countryCode} value={country.countryCode}>
                  {country.name}
                </option>
              ))}
            </Select>
            {errors.countryCode ? (
              <p role="alert" className="text-xs text-red-600">
                {i18n._(PROFILE_MESSAGES.countryCode)}
              </p>
            ) : null}
          </Field>
          {field({ name: "city", label: <Trans>City</Trans>, autoComplete: "address-level2" })}
          {field({ name: "zipCode", label: <Trans>Zip code</Trans>, autoComplete: "postal-code" })}
        </div>
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4">
        <Button variant="secondary" onClick={onDismiss}>
          <Trans>Not now</Trans>
        </Button>
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
