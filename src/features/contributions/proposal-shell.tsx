import { useState, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { Modal } from "../../components/ui/modal.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useIsSignedIn } from "../../lib/use-session.ts";

type SectionProps = { testId: string; title: ReactNode; intro: ReactNode; children: ReactNode };

/** The card of a proposal on the profile: its title, why and how it is checked, and the form or its button. */
export function ProposalSection({ testId, title, intro, children }: SectionProps) {
  const titleId = `${testId}-title`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-xs text-slate-500">{intro}</p>
      {children}
    </section>
  );
}

export type ProposalStatus = { kind: "done" | "error"; text: string } | null;

/** Sends a proposal: the server's thank-you, or its refusal, as the status line shows them. */
export function useProposalSender() {
  const { t } = useLingui();
  const [status, setStatus] = useState<ProposalStatus>(null);
  const send = async (proposal: () => Promise<string>): Promise<boolean> => {
    setStatus(null);
    try {
      setStatus({ kind: "done", text: await proposal() });
      return true;
    } catch (error) {
      setStatus({
        kind: "error",
        text: error instanceof ApiError ? error.message : t`The proposal could not be sent.`,
      });
      return false;
    }
  };
  return { status, setStatus, send };
}

/** The submit button of a proposal form and the line that answers it (the thank-you or the refusal). */
export function SendRow({ isDisabled, status }: { isDisabled: boolean; status: ProposalStatus }) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <Button type="submit" disabled={isDisabled}>
        <Trans>Send the proposal</Trans>
      </Button>
      {status ? (
        <p role="status" className={status.kind === "done" ? "text-sm text-emerald-700" : "text-sm text-red-600"}>
          {status.text}
        </p>
      ) : null}
    </div>
  );
}

/** A button that opens a proposal; a visitor who is not signed in gets the login dialog instead. */
export function ProposeButton({
  onOpen,
  children,
  variant = "secondary",
  label,
}: {
  onOpen: () => void;
  children: ReactNode;
  variant?: "primary" | "secondary" | "ghost";
  label?: string;
}) {
  const isSignedIn = useIsSignedIn();
  return (
    <Button
      variant={variant}
      aria-label={label}
      onClick={() => (isSignedIn ? onOpen() : emitAppEvent({ type: "login:open" }))}
    >
      {children}
    </Button>
  );
}

/** A proposal form in a dialog (addresses, company information, industry codes). */
export function ProposalDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <div className="overflow-y-auto px-6 pt-2 pb-6">
        <p className="mb-4 text-xs text-slate-500">
          <Trans>Our team checks every proposal before it is shown on the profile.</Trans>
        </p>
        {children}
      </div>
    </Modal>
  );
}

type SelectProps<V extends string> = {
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
};

/** A labelled choice of a proposal form (an address type, a classification). */
export function ProposalSelect<V extends string>({ label, value, onChange, options }: SelectProps<V>) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className="w-full rounded-md border-0 bg-white py-2 pr-8 pl-2.5 text-sm font-normal text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

type DialogButtonProps = {
  /** The button's text, and its accessible name when `label` is not given. */
  button: ReactNode;
  label?: string;
  variant?: "primary" | "secondary" | "ghost";
  title: ReactNode;
  children: ReactNode;
};

/** A button that opens a proposal form in its dialog (the login dialog for a visitor not signed in). */
export function ProposalDialogButton({ button, label, variant, title, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ProposeButton variant={variant} label={label} onOpen={() => setOpen(true)}>
        {button}
      </ProposeButton>
      <ProposalDialog open={open} onClose={() => setOpen(false)} title={title}>
        {children}
      </ProposalDialog>
    </>
  );
}

/** A proposal card of the profile whose form opens in a dialog. */
export function DialogProposal({ testId, title, intro, button, children }: SectionProps & { button: ReactNode }) {
  return (
    <ProposalSection testId={testId} title={title} intro={intro}>
      <div className="mt-3">
        <ProposalDialogButton button={button} title={title}>
          {children}
        </ProposalDialogButton>
      </div>
    </ProposalSection>
  );
}
