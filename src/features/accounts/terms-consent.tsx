import { Checkbox, Field, Label } from "@headlessui/react";
import { cn } from "../../lib/cn.ts";
import { Trans } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { CheckIcon } from "../../components/ui/icons.ts";

type TermsConsentProps = { checked: boolean; onChange: (checked: boolean) => void; error: string | null };

const linkClass = cn("font-medium text-brand-700 underline-offset-2 hover:underline");

/** The terms checkbox of the registration form, with links that open the legal dialog. */
export function TermsConsent({ checked, onChange, error }: TermsConsentProps) {
  return (
    <div className="flex flex-col gap-1">
      <Field className="flex items-start gap-2.5">
        <Checkbox
          checked={checked}
          onChange={onChange}
          className="group mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-slate-300 bg-white data-checked:border-brand-700 data-checked:bg-brand-700 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-500"
        >
          <CheckIcon className="hidden size-3 text-white group-data-checked:block" />
        </Checkbox>
        <Label className="text-xs leading-relaxed text-slate-600">
          <Trans>I have read and agree to the Terms of Use Agreement and the Privacy Policy.</Trans>
        </Label>
      </Field>
      <p className="pl-6 text-xs">
        <button type="button" className={linkClass} onClick={() => emitAppEvent({ type: "legal:open", tab: "terms" })}>
          <Trans>Terms of Use Agreement</Trans>
        </button>
        <span className="mx-1.5 text-slate-300" aria-hidden="true">
          ·
        </span>
        <button
          type="button"
          className={linkClass}
          onClick={() => emitAppEvent({ type: "legal:open", tab: "privacy" })}
        >
          <Trans>Privacy Policy</Trans>
        </button>
      </p>
      {error ? (
        <p role="alert" className="pl-6 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
