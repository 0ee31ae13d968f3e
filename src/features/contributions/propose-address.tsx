import { Trans, useLingui } from "@lingui/react/macro";
import { AddressForm } from "./address-form.tsx";
import { addressOfLocation, EMPTY_ADDRESS, type LocationRow } from "./address-values.ts";
import { DialogProposal, ProposalDialogButton } from "./proposal-shell.tsx";

/** The Locations tab's "Propose an address": a new address of the company (addAddressInfo), checked before shown. */
export function ProposeAddress({ companyId }: { companyId: string }) {
  const title = <Trans>Propose an address</Trans>;
  return (
    <DialogProposal
      testId="propose-address"
      title={title}
      button={title}
      intro={<Trans>Know another address of this company? Our team checks every proposal before it is shown.</Trans>}
    >
      <AddressForm companyId={companyId} seq={null} initial={EMPTY_ADDRESS} />
    </DialogProposal>
  );
}

/** "Suggest a correction" of one of the company's own addresses (editAddressInfo with its seq); none for others'. */
export function SuggestAddressCorrection({ companyId, location }: { companyId: string; location: LocationRow }) {
  const { t } = useLingui();
  const address = addressOfLocation(location);
  if (!address) return null;
  const where = [location.line1, location.city].filter(Boolean).join(", ");
  return (
    <div className="mt-2">
      <ProposalDialogButton
        variant="ghost"
        label={t`Suggest a correction of ${where}`}
        button={<Trans comment="Button: propose a change to data shown on the profile">Suggest a correction</Trans>}
        title={t`Correct this address`}
      >
        <AddressForm companyId={companyId} seq={address.seq} initial={address.values} />
      </ProposalDialogButton>
    </div>
  );
}
