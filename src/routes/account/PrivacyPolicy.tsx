import { createFileRoute } from "@tanstack/react-router";
import { AccountLegalPage } from "./-legal-page.tsx";

/** The privacy policy as an account page (/account/PrivacyPolicy; case-insensitive, so also the alias privacyPolicy). */
export const Route = createFileRoute("/account/PrivacyPolicy")({ component: PrivacyPolicy });

function PrivacyPolicy() {
  return <AccountLegalPage tab="privacy" />;
}
