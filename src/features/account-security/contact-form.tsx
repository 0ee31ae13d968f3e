import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { ContactPerson } from "../../../contract/account-center.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { FormBanner, failureMessage } from "../accounts/index.ts";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  checkContactField,
  contactBody,
  contactValues,
  hasErrors,
  validateContact,
  type ContactErrors,
  type ContactField,
} from "./contact-form.ts";
import { CONTACT_REQUIRED, CONTACT_TOO_LONG } from "./contact-messages.ts";
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
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [values, setValues] = useState(() => contactValues(contacts, type));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: saveContact } = useSaveContact();
  const labels: Record<ContactField, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`Email`,
    phoneNumber: t`Phone number`,
    position: t`Position (optional)`,
  };

  const describe = (field: ContactField) => {
    const error = errors[field];
    if (error === "tooLong") return i18n._(CONTACT_TOO_LONG[field]);
    return error === "required" && field !== "position" ? i18n._(CONTACT_REQUIRED[field]) : null;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setBanner(null);
    try {
      emitAppEvent({ type: "toast", kind: "success", message: await saveContact(contactBody(values, type)) });
    } catch (error) {
      setBanner(failureMessage(error, t`The contact could not be saved. Please try again.`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
      <FormBanner message={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={labels[field]}
            type={field === "email" ? "email" : field === "phoneNumber" ? "tel" : "text"}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={CONTACT_MAX_LENGTH[field]}
            value={values[field]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [field]: value }));
              // A shown error follows the typing, so it goes away before the next blur moves the form.
              if (errors[field]) setErrors((current) => ({ ...current, [field]: checkContactField(field, value) }));
            }}
            onBlur={() => setErrors((current) => ({ ...current, [field]: checkContactField(field, values[field]) }))}
            error={describe(field)}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
