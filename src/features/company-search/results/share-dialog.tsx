import { useState } from "react";
import { msg, plural } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useController } from "react-hook-form";
import { Type, type Static } from "typebox";
import type { CompanyRow } from "../../../../contract/company-search.ts";
import {
  isEmailAddress,
  SHARE_MAX_RECIPIENTS,
  SHARE_MESSAGE_MAX,
} from "../../../../contract/company-search-actions.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { emitAppEvent } from "../../../lib/app-events.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { shareCompanies } from "../company-search.api.ts";
import { EmailChipsField } from "./email-chips-field.tsx";
import { SharePreview } from "./share-preview.tsx";

type ShareDialogProps = { open: boolean; onClose: () => void; companies: readonly CompanyRow[]; link: string };

/** Share: mail the companies to one or more addresses, with a message and, if wished, name, ID and address. */
export function ShareDialog(props: ShareDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={<Trans>Share by email</Trans>} size="lg">
      {props.open ? <ShareForm {...props} /> : null}
    </Modal>
  );
}

/** The share form: the API's limits (ShareBody), each address by the one e-mail rule. */
const ShareFormSchema = Type.Object({
  emails: Type.Array(Type.String(), { minItems: 1, maxItems: SHARE_MAX_RECIPIENTS }),
  message: Type.String({ maxLength: SHARE_MESSAGE_MAX }),
  includeDetails: Type.Boolean(),
});
type ShareValues = Static<typeof ShareFormSchema>;

function ShareForm({ onClose, companies, link }: ShareDialogProps) {
  const form = useSchemaForm<ShareValues>(ShareFormSchema, {
    messages: { emails: { minItems: msg`Enter at least one email address.` } },
    trim: ["message"],
    refine: ({ emails }) => {
      const invalid = emails.find((address) => !isEmailAddress(address));
      return invalid ? { emails: msg`Invalid email address: ${invalid}` } : {};
    },
    defaultValues: { emails: [], message: "", includeDetails: true },
    // The message stands above the fields: checked again on each change, it would come and go as
    // an address is typed, and move the Send button away from a click that is under way.
    reValidateMode: "onSubmit",
  });
  const { value: emails, onChange, onBlur, ref } = useController({ control: form.control, name: "emails" }).field;
  const [failure, setFailure] = useState<string | null>(null);
  const error = form.formState.errors.emails?.message ?? failure;

  const send = async ({ emails, message, includeDetails }: ShareValues) => {
    setFailure(null);
    try {
      const { sent } = await shareCompanies({
        emails,
        ...(message ? { message } : {}),
        includeDetails,
        companyIds: companies.map((company) => company.aaaId),
        link,
      });
      emitAppEvent({
        type: "toast",
        kind: "success",
        message: plural(sent, { one: "Shared with # recipient.", other: "Shared with # recipients." }),
      });
      onClose();
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const count = companies.length;
  return (
    <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate className="flex min-h-0 flex-col">
      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto px-6 py-4">
        <p className="text-sm text-slate-600">
          {plural(count, {
            one: "You are sharing # company, with a link to this list.",
            other: "You are sharing # companies, with a link to this list.",
          })}
        </p>
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {error}
          </p>
        ) : null}
        <EmailChipsField emails={emails} onChange={onChange} onBlur={onBlur} inputRef={ref} />
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <Trans>Message (optional)</Trans>
          <textarea
            {...form.register("message")}
            rows={3}
            maxLength={form.field("message").maxLength}
            className="rounded-md border-0 px-3 py-2 text-sm font-normal ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
          />
        </label>
        <label className="flex items-center gap-2.5 text-sm text-slate-700">
          <input type="checkbox" {...form.register("includeDetails")} className="size-4 accent-brand-600" />
          <Trans>Include company name, ID and address</Trans>
        </label>
        <SharePreview
          companies={companies}
          message={form.watch("message")}
          includeDetails={form.watch("includeDetails")}
        />
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 px-6 py-4">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </Button>
      </div>
    </form>
  );
}
