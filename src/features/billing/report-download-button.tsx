import { useState } from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { useToken } from "../../lib/use-session.ts";
import { emitAppEvent } from "../../lib/app-events.ts";
import { downloadCompanyReport, getPdfAddress, saveFile } from "./billing.api.ts";

/**
 * Downloads the company's report (PDF). It says what the download costs first (the price list),
 * and asks before spending; the server charges once per company and day.
 */
export function ReportDownloadButton({ companyId }: { companyId: string }) {
  const { t } = useLingui();
  const token = useToken();
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    if (!token) {
      emitAppEvent({ type: "login:open" });
      return;
    }
    setBusy(true);
    try {
      const address = await getPdfAddress(companyId);
      const credits = address.credits;
      const cost = plural(credits, { one: "# credit", other: "# credits" });
      if (!window.confirm(t`Downloading this report takes ${cost} (free again today). Continue?`)) return;
      const file = await downloadCompanyReport(companyId);
      saveFile(file.blob, file.fileName ?? `report-${companyId}.pdf`);
    } catch {
      // The API client has shown the server's message (402: the purchase notice).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={isBusy} onClick={() => void run()} data-testid="report-download">
      <Trans>Download report (PDF)</Trans>
    </Button>
  );
}
