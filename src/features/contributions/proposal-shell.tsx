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
