import { useState, type ReactNode } from "react";
import { emitAppEvent } from "../../lib/app-events.ts";
import { failureMessage, saveUserProfile } from "./accounts.api.ts";
import { Field, Label, Radio, RadioGroup, Select } from "@headlessui/react";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCountries } from "../countries/index.ts";
import {
  EMPTY_PROFILE,
  checkProfileField,
  maxLength,
  profileBody,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileType,
  type ProfileValues,
} from "./profile-form.ts";
import { PROFILE_MESSAGES } from "./profile-messages.ts";

export type ProfileFormState = {
  type: ProfileType;
  values: ProfileValues;
  errors: ProfileErrors;
  setValue: (field: ProfileField, value: string) => void;
  /** Checks one field (on blur; on change for the country). */
  check: (field: ProfileField, value: string) => void;
  /** Changing the type clears every field (spec section 4). */
  changeType: (type: ProfileType) => void;
  /** Checks every field; true when the form may be saved. */
  validate: () => boolean;
};

/** The state of the profile form (Complete your Profile dialog, My Account page). */
export function useProfileForm(initialType: ProfileType = 1, initialValues: ProfileValues = EMPTY_PROFILE) {
  const [type, setType] = useState<ProfileType>(initialType);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const form: ProfileFormState = {
    type,
    values,
    errors,
    setValue: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      // A shown error goes as soon as the value is right: waiting for the blur would move the
      // Save button under the pointer when the message disappears.
      setErrors((current) =>
        current[field] ? { ...current, [field]: checkProfileField(field, value, type) } : current,
      );
    },
    check: (field, value) => setErrors((current) => ({ ...current, [field]: checkProfileField(field, value, type) })),
    changeType: (next) => {
      setType(next);
      setValues(EMPTY_PROFILE);
      setErrors({});
    },
    validate: () => {
      const found = validateProfile(values, type);
      setErrors(found);
      return !Object.values(found).some(Boolean);
    },
  };
  return form;
}

/**
 * Saves the profile form after its checks (POST /user/saveUserProfile) and shows the success or
 * failure notice; `save` resolves with the saved body, or null when nothing was saved.
 */
export function useProfileSave(form: ProfileFormState) {
  const { t } = useLinguiMacro();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!form.validate()) return null;
    setBusy(true);
    try {
      const body = profileBody(form.values, form.type);
      await saveUserProfile(body);
      emitAppEvent({ type: "toast", kind: "success", message: t`Your profile has been saved.` });
      return body;
    } catch (error) {
      const message = failureMessage(error, t`The profile could not be saved. Please try again.`);
      emitAppEvent({ type: "toast", kind: "error", message });
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}

const radioClass = cn(
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm ring-1 ring-slate-300",
  "data-checked:bg-brand-50 data-checked:font-semibold data-checked:text-brand-800 data-checked:ring-brand-500 data-focus:outline-2 data-focus:outline-brand-500",
);

/** The account-type radio and the fields of the profile form, with the spec's messages. */
export function ProfileFields({ form }: { form: ProfileFormState }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const countries = useCountries(i18n.locale);
  const countryOptions = [...countries.byCode.values()].sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  const { type, values, errors } = form;

  const field = ({ name, label, autoComplete }: { name: ProfileField; label: ReactNode; autoComplete: string }) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      maxLength={maxLength(name, type)}
      value={values[name]}
      onChange={(value) => form.setValue(name, value)}
      onBlur={() => form.check(name, values[name])}
      error={errors[name] ? i18n._(PROFILE_MESSAGES[name]) : null}
    />
  );

  const typeOption = (value: ProfileType, label: ReactNode) => (
    <Radio value={value} className={radioClass}>
      <span className="size-3.5 rounded-full border border-slate-400 in-data-checked:border-4 in-data-checked:border-brand-700" />
      {label}
    </Radio>
  );

  return (
    <>
      <RadioGroup value={type} onChange={form.changeType} aria-label={t`Account type`} className="flex flex-wrap gap-3">
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
              form.setValue("countryCode", event.target.value);
              form.check("countryCode", event.target.value);
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
    </>
  );
}
