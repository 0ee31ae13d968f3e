import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { AddressForm } from "./address-form.tsx";
import { addressOfLocation, EMPTY_ADDRESS, type LocationRow } from "./address-values.ts";
import { ProposalDialog, ProposalSection, ProposeButton } from "./proposal-shell.tsx";

/** The Locations tab's "Propose an address": a new address of the company (addAddressInfo), checked before shown. */
export function ProposeAddress({ companyId }: { companyId: string }) {
  const [open, setOpen] = useState(false);
  const title = <Trans>Propose an address</Trans>;
  return (
    <ProposalSection
      testId="propose-address"
      title={title}
      intro={<Trans>Know another address of this company? Our team checks every proposal before it is shown.</Trans>}
    >
      <div className="mt-3">
        <ProposeButton onOpen={() => setOpen(true)}>{title}</ProposeButton>
      </div>
      <ProposalDialog open={open} onClose={() => setOpen(false)} title={title}>
        <AddressForm companyId={companyId} seq={null} initial={EMPTY_ADDRESS} />
      </ProposalDialog>
    </ProposalSection>
  );
}

/** "Suggest a correction" of one of the company's own addresses (editAddressInfo with its seq); none for others'. */
export function SuggestAddressCorrection({ companyId, location }: { companyId: string; location: LocationRow }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const address = addressOfLocation(location);
  if (!address) return null;
  const where = [location.line1, location.city].filter(Boolean).join(", ");
  return (
    <>
      <ProposeButton variant="ghost" onOpen={() => setOpen(true)} label={t`Suggest a correction of ${where}`}>
        <Trans comment="Button: propose a change to data shown on the profile">Suggest a correction</Trans>
      </ProposeButton>
      <ProposalDialog open={open} onClose={() => setOpen(false)} title={t`Correct this address`}>
        <AddressForm companyId={companyId} seq={address.seq} initial={address.values} />
      </ProposalDialog>
    </>
  );
}
