import { useState } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "../../features/account-center/index.ts";
import { ReportIssueForm } from "../../features/company-search/results/report-error-dialog.tsx";
import { GATES, RequirePermission } from "../../features/permissions/index.ts";
import { Button } from "../../components/ui/button.tsx";
import { CheckIcon } from "../../components/ui/icons.ts";

/** Report a problem (/account/ReportaProblem): the Report Issues form, blocked for lockType 0 (spec §6). */
export const Route = createFileRoute("/account/ReportaProblem")({ component: ReportaProblem });

function ReportaProblem() {
  const { t } = useLingui();
  // A new key mounts an empty form for another report.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  return (
    <RequirePermission gate={GATES.reportIssues}>
      <AccountPageFrame title={t`Report a problem`}>
        {sent ? (
          <div role="status" className="flex flex-col items-start gap-3" data-testid="report-sent">
            <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <CheckIcon className="size-5 text-emerald-600" />
              <Trans>Thank you. Your report was received and will be verified.</Trans>
            </p>
            <p className="text-sm text-slate-700">
              <Trans>An acknowledgement was sent to the e-mail address of your account.</Trans>
            </p>
            <Button
              variant="secondary"
              onClick={() => {
                setSent(false);
                setRound((n) => n + 1);
              }}
            >
              <Trans>Send another report</Trans>
            </Button>
          </div>
        ) : (
          <div className="-m-4 sm:-m-6">
            <ReportIssueForm key={round} aaaIds={[]} names={[]} onSent={() => setSent(true)} />
          </div>
        )}
      </AccountPageFrame>
    </RequirePermission>
  );
}
