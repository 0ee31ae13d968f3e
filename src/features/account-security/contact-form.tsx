import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ContactPerson } from "../../../contract/account-center.ts";
import { ContactPersonForm } from "../../../contract/account-fields.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { FormBanner, failureMessage } from "../accounts/index.ts";
import { CONTACT_FIELDS, contactBody, contactValues, type ContactField, type ContactValues } from "./contact-form.ts";
import { CONTACT_MESSAGES } from "./contact-messages.ts";
import { RemoteView } from "./remote-view.tsx";
import { useContactPersons, useSaveContact } from "./queries.ts";
import type { ContactType } from "./security.api.ts";

export type ContactFormProps = { type: ContactType };

/** The contact person (type 1) or the alternate contact (type 2): loaded, checked on blur, saved. */
export function ContactForm({ type }: ContactFormProps) {
  const contacts = useContactPersons();
  return (
    <RemoteView query={contacts}>
      {(contacts) => <ContactFields key={type} type={type} contacts={contacts} />}
    </RemoteView>
  );
}

const AUTOCOMPLETE: Record<ContactField, string> = {
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  phoneNumber: "tel",
  position: "organization-title",
};

function ContactFields({ type, contacts }: { type: ContactType; contacts: ContactPerson[] }) {
  const { t } = useLingui();
  // Checked on leaving a field; a shown error then follows the typing, so it goes before the next blur moves the form.
  const form = useSchemaForm<ContactValues>(ContactPersonForm, {
    messages: CONTACT_MESSAGES,
    trim: true,
    defaultValues: contactValues(contacts, type),
    mode: "onTouched",
  });
  const [banner, setBanner] = useState<string | null>(null);
  const { mutateAsync: saveContact } = useSaveContact();
  const labels: Record<ContactField, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`Email`,
    phoneNumber: t`Phone number`,
    position: t`Position (optional)`,
  };

  const save = async (values: ContactValues) => {
    setBanner(null);
    try {
      emitAppEvent({ type: "toast", kind: "success", message: await saveContact(contactBody(values, type)) });
    } catch (error) {
      setBanner(failureMessage(error, t`The contact could not be saved. Please try again.`));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="flex flex-col gap-4">
      <FormBanner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((field) => (
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
