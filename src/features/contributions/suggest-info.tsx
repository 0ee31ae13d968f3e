import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { InfoProposal } from "../../../contract/contributions.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { lengthLimit, type FormMessages } from "../../lib/typebox-resolver.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { proposeInfo } from "./contributions-api.ts";
import { changedFields } from "./contributed-values.ts";
import { FIELD_LABELS } from "./field-labels.ts";
import { INFO_FORM_FIELDS, infoForm, infoValues, type InfoFormField, type InfoValues } from "./info-values.ts";
import { DialogProposal, SendRow, useProposalSender } from "./proposal-shell.tsx";

/** The rules of editCompanyPartialInfo (the contract's patterns), in the form's words. */
const MESSAGES: FormMessages<InfoValues> = {
  website: msg`Enter the website address starting with http:// or https://`,
  email: msg`Enter a valid e-mail address`,
  phone: msg`Enter a phone number of 5 to 30 digits, spaces or + ( ) . - signs`,
  description: msg`The description cannot be longer than 2,000 characters`,
  employees: msg`Enter the number of employees in digits`,
};
/** The server's own words when nothing would change. */
const NOTHING_CHANGED = msg`Give at least one value to change`;

const INPUT_TYPES: Record<InfoFormField, string> = {
  website: "url",
  email: "email",
  phone: "tel",
  description: "text",
  employees: "text",
};

type Shown = Partial<Record<InfoFormField, string | number | null>>;

/** "Suggest a correction" of the company information the Snapshot shows (website, e-mail, phone, description, employees). */
export function SuggestInfoCorrection({ companyId, shown }: { companyId: string; shown: Shown }) {
  return (
    <DialogProposal
      testId="suggest-info"
      title={<Trans>Correct the company information</Trans>}
      button={<Trans comment="Button: propose a change to data shown on the profile">Suggest a correction</Trans>}
      intro={
        <Trans>
          Is the website, e-mail, phone, description or number of employees wrong or missing? Our team checks every
          proposal before it is shown.
        </Trans>
      }
    >
      <InfoForm companyId={companyId} initial={infoValues(shown)} />
    </DialogProposal>
  );
}

function InfoForm({ companyId, initial }: { companyId: string; initial: InfoValues }) {
  const { i18n } = useLingui();
  const form = useSchemaForm<InfoValues>(infoForm(initial), { messages: MESSAGES, trim: true, defaultValues: initial });
  const { status, setStatus, send } = useProposalSender();
  const submit = async (values: InfoValues) => {
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return setStatus({ kind: "error", text: i18n._(NOTHING_CHANGED) });
    await send(() => proposeInfo({ id: companyId, ...changes }));
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="grid gap-3 sm:grid-cols-2"
      data-testid="info-form"
    >
      {INFO_FORM_FIELDS.map((field) => (
        <FormTextField
          key={field}
          {...form.field(field)}
          maxLength={lengthLimit(InfoProposal.properties[field])}
          label={i18n._(FIELD_LABELS[field]!)}
          type={INPUT_TYPES[field]}
          inputMode={field === "employees" ? "numeric" : undefined}
          className={field === "description" ? "sm:col-span-2" : undefined}
        />
      ))}
      <SendRow isDisabled={form.formState.isSubmitting} status={status} />
    </form>
  );
}
