import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ERROR_TYPES,
  REPORT_DESCRIPTION_MAX,
  REPORT_FILE_MAX_BYTES,
  REPORT_FILE_TYPES,
  REPORT_PARTS,
  isEmailAddress,
  type ErrorType,
} from "../../../../contract/company-search-actions.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { emitAppEvent } from "../../../lib/app-events.ts";
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
  return (
    <Modal open={props.open} onClose={props.onClose} title={<Trans>Report an issue</Trans>} size="lg">
      {props.open ? <ReportForm {...props} /> : null}
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
};

function ReportForm({ onClose, aaaIds, names }: ReportErrorDialogProps) {
  const { t, i18n } = useLingui();
  const user = useUserInfo();
  const [fields, setFields] = useState<Fields>({
    errorType: "",
    description: "",
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    phone: "",
    email: emailOf(user),
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | "file", string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const set = (key: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [key]: value }));
  const megabytes = REPORT_FILE_MAX_BYTES / 1024 / 1024;

  const check = () => {
    const found: typeof errors = {};
    if (!fields.errorType) found.errorType = t`Please choose the type of issue`;
    if (!fields.description.trim()) found.description = t`Please describe the issue`;
    if (!fields.firstName.trim()) found.firstName = t`Please enter the first name`;
    if (!fields.lastName.trim()) found.lastName = t`Please enter the last name`;
    if (!fields.phone.trim()) found.phone = t`Please enter the phone number`;
    if (!isEmailAddress(fields.email.trim())) found.email = t`Please enter a valid email address`;
    if (file && file.size > REPORT_FILE_MAX_BYTES) found.file = t`The attachment must be smaller than ${megabytes} MB`;
    if (file && !(REPORT_FILE_TYPES as readonly string[]).includes(file.type))
      found.file = t`The attachment must be an image or a PDF`;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (!check()) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value.trim());
    if (aaaIds.length) form.append(REPORT_PARTS.companyIds, aaaIds.join(","));
    if (file) form.append(REPORT_PARTS.file, file, file.name);
    setSending(true);
    try {
      await reportError(form);
      emitAppEvent({
        type: "toast",
        kind: "success",
        message: t`Thank you. Your report was received and will be verified.`,
      });
      onClose();
    } catch (error) {
      setBanner(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const about = names.slice(0, 3).join(" · ");
  const more = names.length - 3;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-col">
      <div className="flex min-h-0 flex-col gap-4 overflow-y-auto px-6 py-4">
        {names.length ? (
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
            <span className="font-medium">
              <Trans comment="Before the companies a report is about">About</Trans>
            </span>{" "}
            {more > 0 ? (
              <Trans>
                {about} and {more} more
              </Trans>
            ) : (
              about
            )}
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
            value={fields.errorType}
            onChange={(event) => set("errorType")(event.target.value)}
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
              {errors.errorType}
            </span>
          ) : null}
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <Trans>Description</Trans>
          <textarea
            value={fields.description}
            onChange={(event) => set("description")(event.target.value)}
            rows={5}
            maxLength={REPORT_DESCRIPTION_MAX}
            className="rounded-md border-0 px-3 py-2 text-sm font-normal ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
          />
          <span className="flex justify-between text-xs font-normal">
            <span role={errors.description ? "alert" : undefined} className="text-red-600">
              {errors.description}
            </span>
            <span className="text-slate-500 tabular-nums">
              {fields.description.length} / {REPORT_DESCRIPTION_MAX}
            </span>
          </span>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <span>
            <Trans>Attachment (optional): an image or a PDF, up to {megabytes} MB</Trans>
          </span>
          <input
            type="file"
            accept={REPORT_FILE_TYPES.join(",")}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="text-sm font-normal text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-200"
          />
          {errors.file ? (
            <span role="alert" className="text-xs font-normal text-red-600">
              {errors.file}
            </span>
          ) : null}
        </label>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            <Trans>Your contact details</Trans>
          </legend>
          <TextField
            label={t`First name`}
            value={fields.firstName}
            onChange={set("firstName")}
            maxLength={50}
            error={errors.firstName ?? null}
            autoComplete="given-name"
          />
          <TextField
            label={t`Last name`}
            value={fields.lastName}
            onChange={set("lastName")}
            maxLength={50}
            error={errors.lastName ?? null}
            autoComplete="family-name"
          />
          <TextField
            label={t`Phone`}
            value={fields.phone}
            onChange={set("phone")}
            maxLength={30}
            error={errors.phone ?? null}
            type="tel"
            autoComplete="tel"
          />
          <TextField
            label={t`Email`}
            value={fields.email}
            onChange={set("email")}
            maxLength={50}
            error={errors.email ?? null}
            type="email"
            autoComplete="email"
          />
        </fieldset>
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 px-6 py-4">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSending}>
          {isSending ? <Trans>Sending…</Trans> : <Trans>Send report</Trans>}
        </Button>
      </div>
    </form>
  );
}
