import { useState } from "react";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Type, type TSchema } from "typebox";
import {
  EMAIL_PATTERN,
  ERROR_TYPES,
  REPORT_DESCRIPTION_MAX,
  REPORT_FILE_MAX_BYTES,
  REPORT_FILE_TYPES,
  REPORT_PARTS,
  ReportErrorFields,
  type ErrorType,
} from "../../../../contract/company-search-actions.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { FormTextField } from "../../../components/ui/form-text-field.tsx";
import { emitAppEvent } from "../../../lib/app-events.ts";
import { uploadFile } from "../../../lib/files-api.ts";
import { lengthLimit } from "../../../lib/typebox-resolver.ts";
import { useSchemaForm } from "../../../lib/use-schema-form.ts";
import { useUserInfo } from "../../../lib/use-session.ts";
import { reportError } from "../company-search.api.ts";
import { ERROR_TYPE_LABELS } from "../search-labels.ts";

type ReportErrorDialogProps = {
  open: boolean;
  onClose: () => void;
  aaaIds: readonly string[];
  names: readonly string[];
};

/** Report error: the spec's Report Issues form, about the selected companies when there are some. */
export function ReportErrorDialog(props: ReportErrorDialogProps) {
  const { t } = useLingui();
  const sent = () => {
    emitAppEvent({
      type: "toast",
      kind: "success",
      message: t`Thank you. Your report was received and will be verified.`,
    });
    props.onClose();
  };
  return (
    <Modal open={props.open} onClose={props.onClose} title={<Trans>Report an issue</Trans>} size="lg">
      {props.open ? <ReportIssueForm {...props} onSent={sent} /> : null}
    </Modal>
  );
}

/** The signed-in user's address, when the stored user info carries one. */
function emailOf(user: object | null): string {
  const email = (user as Record<string, unknown> | null)?.email;
  return typeof email === "string" ? email : "";
}

type Fields = {
  errorType: ErrorType | "";
  description: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  file: File | null;
};

/** A required text field of the report, as long as the API takes it. */
const required = (field: TSchema) => Type.String({ minLength: 1, maxLength: lengthLimit(field) });
const API = ReportErrorFields.properties;

/** The report form: the API's fields and limits, each text required, the e-mail by the one rule. */
const ReportFormSchema = Type.Object({
  errorType: ReportErrorFields.properties.errorType,
  description: required(API.description),
  firstName: required(API.firstName),
  lastName: required(API.lastName),
  phone: required(API.phone),
  email: Type.String({ maxLength: lengthLimit(API.email), pattern: EMAIL_PATTERN.source }),
  file: Type.Any(),
});

type ReportIssueFormProps = {
  aaaIds: readonly string[];
  names: readonly string[];
  /** Called once the report is stored (the server then mails the acknowledgement). */
  onSent: () => void;
  /** The Cancel button (in the dialog); a page has none. */
  onClose?: () => void;
};

/**
 * The Report Issues form (result list dialog and the help centre's ReportaProblem page): the file,
 * when there is one, goes through the upload service first and the report names it.
 */
export function ReportIssueForm({ onClose, onSent, aaaIds, names }: ReportIssueFormProps) {
  const { t, i18n } = useLingui();
  const user = useUserInfo();
  const megabytes = REPORT_FILE_MAX_BYTES / 1024 / 1024;
  const form = useSchemaForm<Fields>(ReportFormSchema, {
    messages: {
      errorType: msg`Please choose the type of issue`,
      description: { minLength: msg`Please describe the issue` },
      firstName: { minLength: msg`Please enter the first name` },
      lastName: { minLength: msg`Please enter the last name` },
      phone: { minLength: msg`Please enter the phone number` },
      email: msg`Please enter a valid email address`,
    },
    trim: true,
    refine: ({ file }) => {
      if (file && !(REPORT_FILE_TYPES as readonly string[]).includes(file.type))
        return { file: msg`The attachment must be an image or a PDF` };
      if (file && file.size > REPORT_FILE_MAX_BYTES)
        return { file: msg`The attachment must be smaller than ${megabytes} MB` };
      return {};
    },
    defaultValues: {
      errorType: "",
      description: "",
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      phone: "",
      email: emailOf(user),
      file: null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async ({ file, ...fields }: Fields) => {
    setBanner(null);
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (aaaIds.length) body.append(REPORT_PARTS.companyIds, aaaIds.join(","));
    try {
      if (file) body.append(REPORT_PARTS.fileId, (await uploadFile(file, "report")).id);
      await reportError(body);
      onSent();
    } catch (error) {
      setBanner(error instanceof Error ? error.message : String(error));
    }
  };

  const about = names.slice(0, 3).join(" · ");
  const more = names.length - 3;
  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate className="flex min-h-0 flex-col">
      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto px-6 py-4">
        {names.length ? (
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
            <span className="font-medium">
              <Trans context="subject of a report" comment="Before the companies a report is about">
                About
              </Trans>
            </span>{" "}
            {more > 0 ? <Plural value={more} one={`${about} and # more`} other={`${about} and # more`} /> : about}
          </div>
        ) : null}
        <p className="text-sm text-slate-600">
          <Trans>
            Report a data problem, ask a question, contribute or withhold company information, or suggest an
            improvement. Every report is verified before the data is changed.
          </Trans>
        </p>
        {banner ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
            {banner}
          </p>
        ) : null}
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <Trans>Type of issue</Trans>
          <select
            {...form.register("errorType")}
            aria-invalid={errors.errorType ? true : undefined}
            className="h-10 rounded-md border-0 bg-white px-3 text-sm font-normal ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
          >
            <option value="">{t`Choose…`}</option>
            {ERROR_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(ERROR_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
          {errors.errorType ? (
            <span role="alert" className="text-xs font-normal text-red-600">
              {errors.errorType.message}
            </span>
          ) : null}
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <Trans>Description</Trans>
          <textarea
            {...form.register("description")}
            aria-invalid={errors.description ? true : undefined}
            rows={5}
            maxLength={REPORT_DESCRIPTION_MAX}
            className="rounded-md border-0 px-3 py-2 text-sm font-normal ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
          />
          <span className="flex justify-between text-xs font-normal">
            <span role={errors.description ? "alert" : undefined} className="text-red-600">
              {errors.description?.message}
            </span>
            <span className="text-slate-500 tabular-nums">
              {form.watch("description").length} / {REPORT_DESCRIPTION_MAX}
            </span>
          </span>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <span>
            <Trans>Attachment (optional): an image or a PDF, up to {megabytes} MB</Trans>
          </span>
          {/* The browser's own file button speaks the browser's language: a translated one stands in for it. */}
          <span className="flex items-center gap-3 font-normal">
            <input
              type="file"
              accept={REPORT_FILE_TYPES.join(",")}
              onChange={(event) => form.setValue("file", event.target.files?.[0] ?? null)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="shrink-0 cursor-pointer rounded-md bg-slate-100 px-3 py-1.5 font-medium text-slate-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 hover:bg-slate-200"
            >
              <Trans>Choose a file</Trans>
            </span>
            <span aria-hidden="true" className="truncate text-slate-600">
              {form.watch("file")?.name ?? t`No file chosen`}
            </span>
          </span>
          {errors.file ? (
            <span role="alert" className="text-xs font-normal text-red-600">
              {errors.file.message}
            </span>
          ) : null}
        </label>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            <Trans>Your contact details</Trans>
          </legend>
          <FormTextField {...form.field("firstName")} label={t`First name`} autoComplete="given-name" />
          <FormTextField {...form.field("lastName")} label={t`Last name`} autoComplete="family-name" />
          <FormTextField {...form.field("phone")} label={t`Phone`} type="tel" autoComplete="tel" />
          <FormTextField {...form.field("email")} label={t`Email`} type="email" autoComplete="email" />
        </fieldset>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 px-6 py-4">
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
        </Button>
      </div>
    </form>
  );
}
