import { useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "../../features/account-center/index.ts";
import { ContactForm } from "../../features/account-security/index.ts";

/** The contact person (type 1) or the alternate contact (type 2) in the account page frame. */
export function ContactPage({ type }: { type: 1 | 2 }) {
  const { t } = useLingui();
  return type === 1 ? (
    <AccountPageFrame
      title={t`Contact information`}
      description={t`The person we contact about your account, orders and invoices.`}
    >
      <ContactForm type={1} />
    </AccountPageFrame>
  ) : (
    <AccountPageFrame
      title={t`Alternate contacts`}
      description={t`Who we contact when your contact person cannot be reached.`}
    >
      <ContactForm type={2} />
    </AccountPageFrame>
  );
}
