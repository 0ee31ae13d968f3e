import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useController } from "react-hook-form";
import { ADDRESS_KINDS, AddressProposal } from "../../../contract/contributions.ts";
import type { AddressValues } from "./address-values.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { FormMessages } from "../../lib/typebox-resolver.ts";
import { useSchemaForm, type SchemaForm } from "../../lib/use-schema-form.ts";
import { proposeAddress } from "./contributions-api.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { ProposalSelect, SendRow, useProposalSender } from "./proposal-shell.tsx";

/** The rules of addAddressInfo and editAddressInfo (the contract's schema), in the form's words. */
const MESSAGES: FormMessages<AddressValues> = {
  line1: {
    minLength: msg`Enter the street and number`,
    maxLength: msg`The address line cannot be longer than 200 characters`,
  },
  line2: msg`The address line cannot be longer than 200 characters`,
  city: { minLength: msg`Enter the city`, maxLength: msg`The city cannot be longer than 100 characters` },
  region: msg`The region cannot be longer than 100 characters`,
  postcode: msg`The postcode cannot be longer than 20 characters`,
  countryCode: msg`Enter the country as its two-letter ISO code, e.g. GB`,
};

const KIND_NAMES = {
  registered: msg({ message: "Registered address", comment: "Address type in a proposal form" }),
  operation: msg({ message: "Operating address", comment: "Address type in a proposal form" }),
  mailing: msg({ message: "Mailing address", comment: "Address type in a proposal form" }),
};

type AddressFormProps = { companyId: string; seq: number | null; initial: AddressValues };

/** A new address of the company (seq null) or a correction of the address `seq`, checked as the server checks it. */
export function AddressForm({ companyId, seq, initial }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm<AddressValues>(AddressProposal, {
    messages: MESSAGES,
    trim: true,
    defaultValues: initial,
  });
  const { status, send } = useProposalSender();
  const label = (field: keyof AddressValues) => i18n._(FIELD_LABELS[field]!);
  const submit = async (values: AddressValues) => {
    const body = { id: companyId, ...values };
    if ((await send(() => proposeAddress(seq === null ? body : { ...body, seq }))) && seq === null) form.reset(initial);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="grid gap-3 sm:grid-cols-2"
      data-testid="address-form"
    >
      <KindSelect form={form} label={label("kind")} />
      <CountryField form={form} label={t`Country code (ISO, two letters)`} />
      <FormTextField {...form.field("line1")} label={label("line1")} autoComplete="address-line1" />
      <FormTextField {...form.field("line2")} label={t`Address line 2 (optional)`} autoComplete="address-line2" />
      <FormTextField {...form.field("city")} label={label("city")} autoComplete="address-level2" />
      <FormTextField {...form.field("region")} label={t`Region (optional)`} autoComplete="address-level1" />
      <FormTextField {...form.field("postcode")} label={t`Postcode (optional)`} autoComplete="postal-code" />
      <SendRow isDisabled={form.formState.isSubmitting} status={status} />
    </form>
  );
}

function KindSelect({ form, label }: { form: SchemaForm<AddressValues>; label: string }) {
  const { i18n } = useLingui();
  const { field } = useController({ control: form.control, name: "kind" });
  const { value, onChange } = field;
  return (
    <ProposalSelect
      label={label}
      value={value}
      onChange={onChange}
      options={ADDRESS_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_NAMES[kind]) }))}
    />
  );
}

/** The country's ISO code, written in capitals as the contract wants it whatever the keyboard gives. */
function CountryField({ form, label }: { form: SchemaForm<AddressValues>; label: string }) {
  const { field, fieldState } = useController({ control: form.control, name: "countryCode" });
  const { ref, name, value, onChange, onBlur } = field;
  return (
    <TextField
      ref={ref}
      name={name}
      label={label}
      value={value}
      onChange={(typed) => onChange(typed.toUpperCase())}
      onBlur={onBlur}
      error={fieldState.error?.message ?? null}
      maxLength={2}
      autoComplete="country"
      autoCapitalize="characters"
    />
  );
}
