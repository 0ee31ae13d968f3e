import { createFileRoute } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "../../features/account-center/index.ts";
import { AboutProduct } from "../../features/help/about-page.tsx";

/** About (/account/About): the product, its version, its data sources and their licences. */
export const Route = createFileRoute("/account/About")({ component: About });

function About() {
  const { t } = useLingui();
  return (
    <AccountPageFrame title={t({ message: "About", context: "help menu", comment: "Help menu: about this product" })}>
      <AboutProduct />
    </AccountPageFrame>
  );
}
