import { Trans, useLingui } from "@lingui/react/macro";
import { LATE_PAYMENT_POINTS_ABOVE_PRIME, LIABILITY_CAP_USD } from "../../../contract/constants.ts";
import { LegalHeading, LegalSection } from "./legal-section.tsx";

/** The terms of use of a self-hosted installation, with the spec's figures (section 9). */
export function TermsOfUse() {
  const { i18n } = useLingui();
  const cap = new Intl.NumberFormat(i18n.locale, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "code",
  }).format(LIABILITY_CAP_USD);
  const margin = new Intl.NumberFormat(i18n.locale, { style: "percent" }).format(LATE_PAYMENT_POINTS_ABOVE_PRIME / 100);
  return (
    <article className="prose-legal">
      <LegalHeading title={<Trans>Terms of Use Agreement</Trans>} />
      <p>
        <Trans>
          These Terms of Use (the “Terms”) govern your use of CSI Business Information (the “Service”) provided by the
          organisation that runs this installation (the “Operator”, “we”). By creating an account or using the Service
          you accept these Terms; if you accept them for an organisation, you confirm that you may bind it.
        </Trans>
      </p>
      <LegalSection number={1} title={<Trans>The Service</Trans>}>
        <p>
          <Trans>
            The Service lets you search and view information on companies, trade flows, sanctions, credit ratings, leads
            and news, and order reports and updates. Its information comes from public sources and from demonstration
            data, as the Privacy Policy describes. It is provided for information only: it is not legal, financial or
            investment advice, and you remain responsible for your decisions and your compliance duties.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={2} title={<Trans comment="Terms of use heading: user accounts">Accounts</Trans>}>
        <p>
          <Trans>
            You must give accurate registration details and keep your password secret. An account is personal and is
            signed in on one device at a time: a sign-in elsewhere ends the earlier session. A group account is run by
            an administrator who assigns users and roles and answers for their use. An incomplete profile may delay or
            restrict access to some data.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={3} title={<Trans>Credits and subscriptions</Trans>}>
        <p>
          <Trans>
            Some features are paid for with credits bought in advance; others need a silver or gold subscription, valid
            until the expiry date shown in your account. The price and the credits an action costs are shown before you
            confirm it. A company report update costs one credit per company and is delivered within 24 to 72 hours.
            Credits and subscriptions cannot be transferred to another account.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={4} title={<Trans>Payment and refunds</Trans>}>
        <p>
          <Trans>
            Fees are payable in advance. Any amount not paid when due bears late-payment interest at {margin} per year
            above the prime rate, or at the highest rate the law allows if that is lower. Refunds that are due, such as
            for a service that was ordered but not delivered, are paid within 30 days of your written request, to the
            original means of payment.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={5} title={<Trans>Acceptable use</Trans>}>
        <p>
          <Trans>
            You may use the Service for your own business purposes only. You must not crawl, scrape or download data by
            automated means or in bulk; share your account or resell data; get around usage limits, credits or security;
            probe or overload the Service; or use its data to harass people or to discriminate unlawfully.
          </Trans>
        </p>
        <p>
          <Trans>
            Automated monitoring detects abnormal use. When abuse or crawling is found, an Operation Warning is shown,
            the account holder is notified and asked to resolve it, and access may be suspended until it is resolved.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={6} title={<Trans>Intellectual property</Trans>}>
        <p>
          <Trans>
            The software, the compiled database and the reports are protected by copyright and database rights; open
            data stays under its own licence. You may use reports you downloaded within your organisation and quote
            short extracts with their source.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={7} title={<Trans>No warranty</Trans>}>
        <p>
          <Trans>
            The Service is provided “as is”. Business information changes constantly and public records contain errors:
            we do not warrant that the information is complete, accurate or up to date, nor that the Service will be
            available without interruption.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={8} title={<Trans>Limitation of liability</Trans>}>
        <p>
          <Trans>
            To the extent the law allows, the Operator is not liable for indirect or consequential loss, lost profits or
            lost data. The Operator’s aggregate liability arising out of or relating to the Service or these Terms is
            limited to {cap}. Any claim must be brought within one year after it arose; later claims are barred.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={9} title={<Trans>Suspension and termination</Trans>}>
        <p>
          <Trans>
            You may close your account at any time. We may suspend or close an account that breaches these Terms, with
            notice where possible. Unused credits are refunded only as set out above.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={10} title={<Trans>Governing law and disputes</Trans>}>
        <p>
          <Trans>
            These Terms are governed by the laws of the State of Texas, without regard to its conflict-of-law rules. Any
            dispute that cannot be settled amicably will be finally resolved by binding arbitration before a commercial
            arbitration body in San Francisco, California, with a single arbitrator.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={11} title={<Trans>Changes to these Terms</Trans>}>
        <p>
          <Trans>
            We may change these Terms with 30 days’ notice by email or in the Service. If you keep using the Service
            after a change takes effect, you accept the new Terms.
          </Trans>
        </p>
      </LegalSection>
    </article>
  );
}
