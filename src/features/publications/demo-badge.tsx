import { Trans, useLingui } from "@lingui/react/macro";

/** Marks a generated (demo) news item or lawsuit. */
export function DemoBadge() {
  const { t } = useLingui();
  return (
    <span
      title={t`Generated demonstration record, not a real report`}
      data-testid="demo-label"
      className="inline-flex shrink-0 items-center rounded-full bg-amber-50 px-2 py-0.5 text-[11px] leading-4 font-semibold whitespace-nowrap text-amber-800 ring-1 ring-amber-200 ring-inset"
    >
      <Trans comment="Badge on generated demo news items and lawsuits">Demo data</Trans>
    </span>
  );
}
