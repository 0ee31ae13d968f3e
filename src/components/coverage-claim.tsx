import { Trans } from "@lingui/react/macro";

/** The spec's coverage claim. */
export function CoverageClaim() {
  return <Trans>500+ million companies in 200+ countries and territories</Trans>;
}
