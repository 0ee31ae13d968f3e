import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { HAND_OVER_RULES, HandOverForm as HandOverSchema, type HandOverValues } from "../accounts/index.ts";
import { ConfirmActionDialog } from "./confirm-action-dialog.tsx";
import { handOverOwnership } from "./security.api.ts";
import { updateStoredUser } from "./stored-user.ts";

/** userType 3: the administrator of an organisation account (the only one who can hand it over). */
const ADMINISTRATOR = "3";

/** The organisation administrator hands the organisation to a member; others are told what this is. */
export function OwnershipSection() {
  const isAdministrator = useUserInfo()?.userType === ADMINISTRATOR;
  if (!isAdministrator) {
    return (
      <p className="max-w-2xl text-sm text-slate-600">
        <Trans>
          Account ownership applies to organization accounts: their administrator can hand the organization over to
          another member, who then manages its users, roles and quota. Your account is not the administrator of an
          organization, so there is nothing to hand over.
        </Trans>
      </p>
    );
  }
  return <HandOverForm />;
}

function HandOverForm() {
  const { t } = useLingui();
  const form = useSchemaForm<HandOverValues>(HandOverSchema, { ...HAND_OVER_RULES, defaultValues: { email: "" } });
  /** The member's e-mail once it passed its check: the confirmation is open. */
  const [member, setMember] = useState<string | null>(null);

  const handOver = async () => {
    if (!member) return;
    emitAppEvent({ type: "toast", kind: "success", message: await handOverOwnership(member) });
    setMember(null);
    // The former administrator becomes an ordinary member of the organisation (userType 2).
    updateStoredUser({ userType: "2" });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => setMember(values.email))(event)}
      className="flex max-w-md flex-col gap-4"
    >
      <p className="text-sm text-slate-600">
        <Trans>
          Hand the administration of your organization over to one of its members. They will manage its users, roles and
          quota, and you will stay in the organization as a member.
        </Trans>
      </p>
      <FormTextField {...form.field("email")} label={t`Email of the new administrator`} type="email" />
      <div>
        <Button type="submit">
          <Trans>Hand over</Trans>
        </Button>
      </div>
      <ConfirmActionDialog
        open={member !== null}
        title={<Trans>Hand over the organization?</Trans>}
        confirmLabel={<Trans>Hand over</Trans>}
        dismissLabel={<Trans>Not now</Trans>}
        onConfirm={handOver}
        onClose={() => setMember(null)}
      >
        <p>
          <Trans>This member becomes the administrator of your organization. You cannot undo this yourself.</Trans>
        </p>
        <p className="mt-2 font-medium break-all text-slate-900">{form.watch("email").trim()}</p>
      </ConfirmActionDialog>
    </form>
  );
}
