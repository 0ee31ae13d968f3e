import { Trans } from "@lingui/react/macro";

/** What a 404 means on the company's trade tabs. */
export function CompanyNotFound() {
  return <Trans>This company is not in the database.</Trans>;
}
