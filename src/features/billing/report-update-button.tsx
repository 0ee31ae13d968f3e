import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CREDIT_PRICES, REPORT_UPDATE_HOURS } from "../../../contract/money.ts";
import { Button } from "../../components/ui/button.tsx";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useToken } from "../../lib/use-session.ts";
import { orderReportUpdate } from "./billing.api.ts";

/**
 * Orders an update of the company's report: says what it costs (the price list: 1 credit per
 * company) and when it comes (24 to 72 hours) and asks first; the server's message confirms it.
 */
export function ReportUpdateButton({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useLingui();
  const token = useToken();
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    if (!token) {
      emitAppEvent({ type: "login:open" });
      return;
    }
    const credits = CREDIT_PRICES.reportUpdate.credits;
    const cost = plural(credits, { one: "# credit", other: "# credits" });
    const { min, max } = REPORT_UPDATE_HOURS;
    if (
      !window.confirm(
        t`Updating the report of ${companyName} takes ${cost}; it is delivered within ${min} to ${max} hours. Continue?`,
      )
    )
      return;
    setBusy(true);
    try {
      const { msg } = await orderReportUpdate(companyId, companyName, `update:${companyId}:${crypto.randomUUID()}`);
      emitAppEvent({ type: "toast", kind: "success", message: msg });
      await queryClient.invalidateQueries({ queryKey: ["my-database"] });
    } catch {
      // The API client has shown the server's message (402: the purchase notice).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={isBusy} onClick={() => void run()} data-testid="report-update">
      <Trans>Order report update</Trans>
    </Button>
  );
}
