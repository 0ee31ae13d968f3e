import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { fetchPdfLink } from "./publications.api.ts";

/** Asks the server where a news item's PDF is (getPdfLink), then downloads it. */
export function PdfButton({ newsId, title }: { newsId: string; title: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const download = async () => {
    setState("busy");
    try {
      const { url, fileName } = await fetchPdfLink(newsId);
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = fileName;
      anchor.click();
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className="flex items-center gap-2">
      <Button
        variant="secondary"
        className="px-2.5 py-1 text-xs"
        disabled={state === "busy"}
        aria-label={t`Download “${title}” as PDF`}
        onClick={() => void download()}
      >
        <Trans comment="Button: download a news item as a PDF file">PDF</Trans>
      </Button>
      {state === "failed" ? (
        <span role="alert" className="text-xs text-red-700">
          <Trans>The PDF could not be made. Try again.</Trans>
        </span>
      ) : null}
    </span>
  );
}
