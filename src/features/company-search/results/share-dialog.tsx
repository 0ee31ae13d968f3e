import { useState, type FormEvent, type KeyboardEvent } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CompanyRow } from "../../../../contract/company-search.ts";
import {
  isEmailAddress,
  SHARE_MAX_RECIPIENTS,
  SHARE_MESSAGE_MAX,
} from "../../../../contract/company-search-actions.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { emitAppEvent } from "../../../lib/app-events.ts";
import { cn } from "../../../lib/cn.ts";
import { shareCompanies } from "../company-search.api.ts";
import { SharePreview } from "./share-preview.tsx";
import { splitAddresses } from "./split-addresses.ts";
import { CloseIcon } from "../../../components/ui/icons.ts";

type ShareDialogProps = { open: boolean; onClose: () => void; companies: readonly CompanyRow[]; link: string };

/** Share: mail the companies to one or more addresses, with a message and, if wished, name, ID and address. */
export function ShareDialog(props: ShareDialogProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title={<Trans>Share by email</Trans>} size="lg">
      {props.open ? <ShareForm {...props} /> : null}
    </Modal>
  );
}

function ShareForm({ onClose, companies, link }: ShareDialogProps) {
  const { t } = useLingui();
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [message, setMessage] = useState("");
  const [includeDetails, setIncludeDetails] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const commit = (text: string): string[] => {
    const next = [...emails];
    for (const address of splitAddresses(text)) {
      if (!next.some((e) => e.toLowerCase() === address.toLowerCase())) next.push(address);
    }
    setEmails(next.slice(0, SHARE_MAX_RECIPIENTS));
    setDraft("");
    return next;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (["Enter", ",", ";", " "].includes(event.key) && draft.trim()) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === "Backspace" && draft === "" && emails.length) {
      setEmails(emails.slice(0, -1));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const all = draft.trim() ? commit(draft) : emails;
    const invalid = all.find((address) => !isEmailAddress(address));
    if (all.length === 0) return setError(t`Enter at least one email address.`);
    if (invalid) return setError(t`Invalid email address: ${invalid}`);
    setError(null);
    setSending(true);
    try {
      const { sent } = await shareCompanies({
        emails: all,
        ...(message.trim() ? { message: message.trim() } : {}),
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
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };

  const count = companies.length;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-0 flex-col">
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="share-emails" className="text-sm font-medium text-slate-700">
            <Trans>Email addresses</Trans>
          </label>
          <div className="flex min-h-10 flex-wrap items-center gap-1.5 rounded-md bg-white px-2 py-1.5 ring-1 ring-slate-300 ring-inset focus-within:ring-2 focus-within:ring-brand-500">
            {emails.map((address) => (
              <span
                key={address}
                className={cn(
                  "inline-flex items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-xs font-medium ring-1 ring-inset",
                  isEmailAddress(address)
                    ? "bg-brand-50 text-brand-800 ring-brand-200"
                    : "bg-red-50 text-red-800 ring-red-300",
                )}
              >
                {address}
                <button
                  type="button"
                  onClick={() => setEmails(emails.filter((e) => e !== address))}
                  aria-label={t`Remove ${address}`}
                  className="rounded-full p-0.5 hover:bg-black/5"
                >
                  <CloseIcon className="size-3" />
                </button>
              </span>
            ))}
            <input
              id="share-emails"
              type="email"
              multiple
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => draft.trim() && commit(draft)}
              placeholder={emails.length ? "" : t`name@example.com`}
              className="min-w-40 flex-1 border-0 p-1 text-sm focus:ring-0 focus:outline-none"
            />
          </div>
          <p className="text-xs text-slate-500">
            <Trans>
              For example: anna.schmidt@example.com, li.wei@example.cn — up to {SHARE_MAX_RECIPIENTS} addresses.
            </Trans>
          </p>
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          <Trans>Message (optional)</Trans>
          <textarea
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={3}
            maxLength={SHARE_MESSAGE_MAX}
            className="rounded-md border-0 px-3 py-2 text-sm font-normal ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
          />
        </label>
        <label className="flex items-center gap-2.5 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={includeDetails}
            onChange={(event) => setIncludeDetails(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          <Trans>Include company name, ID and address</Trans>
        </label>
        <SharePreview companies={companies} message={message} includeDetails={includeDetails} />
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-100 px-6 py-4">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSending}>
          {isSending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </Button>
      </div>
    </form>
  );
}
