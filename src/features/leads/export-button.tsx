import { useState } from "react";
import { Trans } from "@lingui/react/macro";
import type { LeadsAnswers, LeadsPostFilter } from "../../../contract/leads.ts";
import { Button } from "../../components/ui/button.tsx";
import { DownloadIcon } from "../../components/ui/icons.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { usePermissionGate } from "../permissions/index.ts";
import { exportLeads } from "./leads.api.ts";
import { usePrivilege } from "./queries.ts";
import { saveBlob } from "../../lib/save-file.ts";

/**
 * Export to Excel (exportDataExcel): the selected leads, or the list's first rows. A visitor gets the
 * login dialog; an account the privilege refuses, the spec's purchase notice.
 */
export function ExportButton({
  answers,
  filter,
  selected,
}: {
  answers: LeadsAnswers;
  filter: LeadsPostFilter;
  selected: string[];
}) {
  const privilege = usePrivilege();
  const { deny } = usePermissionGate();
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    if (!privilege.data?.signedIn) return emitAppEvent({ type: "login:open" });
    if (!privilege.data.export) return deny();
    setBusy(true);
    try {
      const file = await exportLeads({ answers, postFilter: filter, ...(selected.length ? { aaaIds: selected } : {}) });
      saveBlob(file.blob, file.fileName ?? "leads.xlsx");
    } catch {
      // The API client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const count = selected.length;
  return (
    <Button variant="secondary" onClick={() => void run()} disabled={isBusy} data-testid="leads-export">
      <DownloadIcon className="size-4" />
      {count ? <Trans>Export {count} to Excel</Trans> : <Trans>Export to Excel</Trans>}
    </Button>
  );
}
