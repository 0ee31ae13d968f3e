import { useState, type KeyboardEvent, type Ref } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { isEmailAddress, SHARE_MAX_RECIPIENTS } from "../../../../contract/company-search-actions.ts";
import { cn } from "../../../lib/cn.ts";
import { CloseIcon } from "../../../components/ui/icons.ts";
import { splitAddresses } from "./split-addresses.ts";

type EmailChipsFieldProps = {
  emails: string[];
  onChange: (emails: string[]) => void;
  onBlur: () => void;
  /** The typing field: where the focus goes when the addresses are refused. */
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The share form's addresses as chips: typed text becomes chips on Enter, comma, semicolon, space
 * or leaving the field (so the form never submits a half-typed address); Backspace in an empty
 * field removes the last chip. An address the e-mail rule refuses is shown red.
 */
export function EmailChipsField({ emails, onChange, onBlur, inputRef }: EmailChipsFieldProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState("");

  const commit = (text: string) => {
    const next = [...emails];
    for (const address of splitAddresses(text)) {
      if (!next.some((e) => e.toLowerCase() === address.toLowerCase())) next.push(address);
    }
    onChange(next.slice(0, SHARE_MAX_RECIPIENTS));
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (["Enter", ",", ";", " "].includes(event.key) && draft.trim()) {
      event.preventDefault();
      commit(draft);
    } else if (event.key === "Backspace" && draft === "" && emails.length) {
      onChange(emails.slice(0, -1));
    }
  };

  return (
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
              onClick={() => onChange(emails.filter((e) => e !== address))}
              aria-label={t`Remove ${address}`}
              className="rounded-full p-0.5 hover:bg-black/5"
            >
              <CloseIcon className="size-3" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id="share-emails"
          type="email"
          multiple
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (draft.trim()) commit(draft);
            onBlur();
          }}
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
  );
}
