import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FormMessages } from "../../lib/typebox-resolver.ts";
import {
  BillingInformationForm,
  type BillingInformation,
  type BillingInformationValues,
} from "../../../contract/billing.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { FormBanner, PROFILE_MESSAGES, failureMessage } from "../accounts/index.ts";
import { saveBillingInformation } from "./billing.api.ts";

type Field = keyof BillingInformationValues;
/** The form's fields in the order shown (the schema's order). */
const FIELDS = Object.keys(BillingInformationForm.properties) as Field[];
const TOO_LONG = msg`This value is too long`;

/** An empty required field: the spec's section-5 texts, as the server words them too. */
const MESSAGES: FormMessages<BillingInformationValues> = {
  companyName: { minLength: PROFILE_MESSAGES.companyName, maxLength: TOO_LONG },
  companyId: { maxLength: TOO_LONG },
  firstName: { minLength: PROFILE_MESSAGES.firstName, maxLength: TOO_LONG },
  lastName: { minLength: PROFILE_MESSAGES.lastName, maxLength: TOO_LONG },
  phoneNumber: { minLength: PROFILE_MESSAGES.phoneNumber, maxLength: TOO_LONG },
  email: { minLength: PROFILE_MESSAGES.email, maxLength: TOO_LONG },
  countryCode: { minLength: PROFILE_MESSAGES.countryCode, maxLength: TOO_LONG },
  address1: { minLength: PROFILE_MESSAGES.address1, maxLength: TOO_LONG },
  city: { minLength: PROFILE_MESSAGES.city, maxLength: TOO_LONG },
  zipCode: { minLength: PROFILE_MESSAGES.zipCode, maxLength: TOO_LONG },
};

const AUTOCOMPLETE: Record<Field, string> = {
  companyName: "organization",
  companyId: "off",
  firstName: "given-name",
  lastName: "family-name",
  phoneNumber: "tel",
  email: "email",
  countryCode: "country",
  address1: "address-line1",
  city: "address-level2",
  zipCode: "postal-code",
};

function valuesOf(saved: BillingInformation | null): BillingInformationValues {
  return Object.fromEntries(FIELDS.map((field) => [field, saved?.[field] ?? ""])) as BillingInformationValues;
}

/** The billing details invoices are made out to: saved the first time, updated afterwards. */
export function BillingInformationFields({
  saved,
  onSaved,
}: {
  saved: BillingInformation | null;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useSchemaForm<BillingInformationValues>(BillingInformationForm, {
    messages: MESSAGES,
    trim: true,
    defaultValues: valuesOf(saved),
    mode: "onTouched",
  });
  const [banner, setBanner] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (values: BillingInformationValues) => saveBillingInformation(values, saved !== null),
    onSuccess: (data) => queryClient.setQueryData(["billing", "information"], data),
  });
  const labels: Record<Field, string> = {
    companyName: t`Company name`,
    companyId: t`Company ID or VAT number (optional)`,
    firstName: t`First name`,
    lastName: t`Last name`,
    phoneNumber: t`Phone number`,
    email: t`Email`,
    countryCode: t`Country code`,
    address1: t`Address line 1`,
    city: t`City`,
    zipCode: t`Zip code`,
  };

  const submit = async (values: BillingInformationValues) => {
    setBanner(null);
    try {
      await save.mutateAsync(values);
      emitAppEvent({ type: "toast", kind: "success", message: t`Your billing information was saved` });
      onSaved();
    } catch (error) {
      setBanner(failureMessage(error, t`The billing information could not be saved. Please try again.`));
    }
  };

  return (
    <form
      noValidate
      aria-label={t`Billing information`}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="flex flex-col gap-4"
    >
      <FormBanner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormTextField
            key={field}
            {...form.field(field)}
            label={labels[field]}
            type={field === "email" ? "email" : field === "phoneNumber" ? "tel" : "text"}
            autoComplete={AUTOCOMPLETE[field]}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
