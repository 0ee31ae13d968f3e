import { createFileRoute } from "@tanstack/react-router";
import { AccountLegalPage } from "./-legal-page.tsx";

/** The terms of use as an account page (/account/Terms; case-insensitive, so also the alias terms). */
export const Route = createFileRoute("/account/Terms")({ component: Terms });

function Terms() {
  return <AccountLegalPage tab="terms" />;
}
