import { useState, type ReactNode } from "react";
import { Controller } from "react-hook-form";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { failureMessage, saveUserProfile } from "./accounts.api.ts";
import { Description, Field, Label, Radio, RadioGroup, Select } from "@headlessui/react";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { SaveUserProfileBody } from "../../../contract/account-center.ts";
import { cn } from "../../lib/cn.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useCountries } from "../countries/index.ts";
import {
  EMPTY_PROFILE,
  PROFILE_SCHEMAS,
  profileBody,
  type ProfileField,
  type ProfileType,
  type ProfileValues,
} from "./profile-form.ts";
import { PROFILE_MESSAGES } from "./profile-messages.ts";

/**
 * The profile form (Complete your Profile dialog, My Account page): checked on leaving a field; a
 * shown error then follows the typing, so it goes as soon as the value is right (waiting for the
 * blur would move the Save button under the pointer when the message disappears).
 */
export function useProfileForm(initialType: ProfileType = 1, initialValues: ProfileValues = EMPTY_PROFILE) {
  const [type, setType] = useState<ProfileType>(initialType);
  const form = useSchemaForm<ProfileValues>(PROFILE_SCHEMAS[type], {
    messages: PROFILE_MESSAGES,
    trim: true,
    defaultValues: initialValues,
    mode: "onTouched",
  });
  /** Changing the type clears every field (spec section 4). */
  const changeType = (next: ProfileType) => {
    setType(next);
    form.reset(EMPTY_PROFILE);
  };
  return { ...form, type, changeType };
}
export type ProfileFormState = ReturnType<typeof useProfileForm>;

/**
 * Saves the profile form after its checks (POST /user/saveUserProfile), shows the success or
 * failure notice, and hands the saved body to `onSaved`.
 */
export function useProfileSave(form: ProfileFormState, onSaved: (body: SaveUserProfileBody) => void) {
  const { t } = useLinguiMacro();
  const save = async (values: ProfileValues) => {
    try {
      const body = profileBody(values, form.type);
      await saveUserProfile(body);
      emitAppEvent({ type: "toast", kind: "success", message: t`Your profile has been saved.` });
      onSaved(body);
    } catch (error) {
      const message = failureMessage(error, t`The profile could not be saved. Please try again.`);
      emitAppEvent({ type: "toast", kind: "error", message });
    }
  };
  return { busy: form.formState.isSubmitting, submit: form.handleSubmit(save) };
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
  const { type } = form;

  const field = ({ name, label, autoComplete }: { name: ProfileField; label: ReactNode; autoComplete: string }) => (
    <FormTextField {...form.field(name)} label={label} autoComplete={autoComplete} />
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
        <Controller
          control={form.control}
          name="countryCode"
          render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
            <Field className="flex flex-col gap-1.5">
              <Label className="text-sm font-medium text-slate-700">
                <Trans>Country</Trans>
              </Label>
              <Select
                ref={ref}
                value={value}
                invalid={Boolean(error)}
                onBlur={onBlur}
                onChange={(event) => {
                  onChange(event.target.value);
                  void form.trigger("countryCode");
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
              {error ? (
                <Description as="p" role="alert" className="text-xs text-red-600">
                  {error.message}
                </Description>
              ) : null}
            </Field>
          )}
        />
        {field({ name: "city", label: <Trans>City</Trans>, autoComplete: "address-level2" })}
        {field({ name: "zipCode", label: <Trans>Zip code</Trans>, autoComplete: "postal-code" })}
      </div>
    </>
  );
}
