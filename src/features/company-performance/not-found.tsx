import { Trans } from "@lingui/react/macro";

/** What a 404 means on the performance tabs. */
export function NotFound() {
  return <Trans>No company in the database has this ID.</Trans>;
}
