import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "../../features/account-center/index.ts";
import { FaqList } from "../../features/help/faq-page.tsx";

/** The FAQ (/account/FAQ; case-insensitive, so also the alias fAQ and the menu's faq). */
export const Route = createFileRoute("/account/FAQ")({ component: Faq });

function Faq() {
  const { t } = useLingui();
  return (
    <AccountPageFrame title={t`Frequently asked questions`}>
      <FaqList />
    </AccountPageFrame>
  );
}
