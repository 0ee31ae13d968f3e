import { Trans } from "@lingui/react/macro";
import { LegalHeading, LegalSection } from "./legal-section.tsx";

/** The privacy policy of a self-hosted installation: the operator is the controller. */
export function PrivacyPolicy() {
  return (
    <article className="prose-legal">
      <LegalHeading title={<Trans>Privacy Policy</Trans>} />
      <p>
        <Trans>
          This Privacy Policy explains how personal data is handled in CSI Business Information (the “Service”), a
          self-hosted business-information product. The organisation that installs and runs this installation of the
          Service (the “Operator”, “we”) is the controller of the personal data processed in it. The software sends no
          data to its authors or to any other third party.
        </Trans>
      </p>
      <LegalSection number={1} title={<Trans>Data sources and their licences</Trans>}>
        <p>
          <Trans>
            The Service compiles business information from public sources, each used under its licence: company filings
            and financial statements of the US Securities and Exchange Commission (EDGAR, public domain); legal entity
            identifiers and parent relationships from the Global Legal Entity Identifier Foundation (CC0); the sanctions
            and denied-party lists of the US Office of Foreign Assets Control and the US Bureau of Industry and Security
            (public domain); trade statistics of the US Census Bureau and the US Energy Information Administration
            (public domain); the Harmonized System nomenclature and ISO country and currency codes (Open Data Commons
            PDDL); GDP and population figures of the World Bank (CC BY 4.0, attributed to the World Bank); and exchange
            rates of the European Central Bank and the US Federal Reserve.
          </Trans>
        </p>
        <p>
          <Trans>
            Records that no open source covers, such as private companies, people, shipments and news, are generated
            demonstration data and are marked as such wherever they appear. The Operator may import further data and is
            responsible for holding the rights to it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={2} title={<Trans>People named in business records</Trans>}>
        <p>
          <Trans>
            Company records can name natural persons, such as directors, officers, shareholders and persons on sanctions
            lists. This information comes from the public sources above and is processed for the legitimate interests of
            credit assessment, compliance screening, fraud prevention and business research. If you believe a record
            about you is wrong, use Report Issues or contact the Operator: we will check it and correct or remove it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={3} title={<Trans>Your account</Trans>}>
        <p>
          <Trans>
            When you create an account we process your email address, your first and last name, your password (stored
            only as a salted one-way hash) and your account type (individual or group). When you complete your profile
            we also process your phone number, organisation name, address, country, city and postal code. We use these
            data to provide the Service, secure your account, bill credits and subscriptions, and answer your requests.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={4} title={<Trans>Usage logs</Trans>}>
        <p>
          <Trans>
            To run the Service, bill its use and protect it against abuse, we record sign-ins (date, time, IP address
            and type of device), the companies and reports you view or download, the searches you run, the credits you
            spend and your orders. Automated monitoring of these logs detects crawling and other abuse, as described in
            the Terms of Use Agreement.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={5} title={<Trans>Cookies and local storage</Trans>}>
        <p>
          <Trans>
            The Service uses no advertising or third-party tracking cookies. It keeps in your browser your session
            token, your basic profile and your interface language, and an offline cache (IndexedDB and the service
            worker cache) holding the application, reference data such as the country list, and the items you viewed or
            downloaded, so that they remain available without a connection. Signing out removes the session data; you
            can clear the rest in your browser settings.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection
        number={6}
        title={<Trans comment="Privacy policy heading: sharing personal data with others">Sharing</Trans>}
      >
        <p>
          <Trans>
            We do not sell personal data. We share it only with the providers the Operator engages to run the Service
            (hosting, email delivery and payment processing), under confidentiality and data-protection terms, and with
            authorities where the law requires it. Card details are entered with the payment provider and are never
            stored by the Service.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={7} title={<Trans comment="Privacy policy heading: how long data is kept">Retention</Trans>}>
        <p>
          <Trans>
            Account data is kept while your account is open and is deleted or anonymised within 90 days after it is
            closed, except where the law requires longer retention, for example for invoices. Usage logs are kept for up
            to 24 months. Data stored in your browser remains until you sign out, clear it or uninstall the app.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={8} title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>
            Depending on where you live, you may have the right to access, correct, delete or export your personal data,
            to object to or restrict its processing, and to withdraw your consent at any time. You can correct most
            account data yourself in your user settings; for anything else, contact the Operator, who will answer within
            30 days. You may also lodge a complaint with your data-protection authority.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={9} title={<Trans comment="Privacy policy heading: how data is protected">Security</Trans>}>
        <p>
          <Trans>
            Connections are encrypted with TLS. Passwords are stored as salted hashes, session tokens are random and
            stored hashed, and a sign-in on another device ends the previous session. Access to the servers and
            databases is limited to authorised staff of the Operator. No system is perfectly secure: tell us at once if
            you suspect that someone else has used your account.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection number={10} title={<Trans>Changes and contact</Trans>}>
        <p>
          <Trans>
            We may update this policy; the date at the top shows the version in force, and account holders are told of
            material changes by email or in the Service. For any question about this policy or your data, use Report
            Issues in the Help menu or write to the Operator at the contact address it publishes.
          </Trans>
        </p>
      </LegalSection>
    </article>
  );
}
