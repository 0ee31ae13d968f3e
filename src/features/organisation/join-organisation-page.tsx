import { useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/ui/button.tsx";
import { useUserInfo } from "../../lib/use-session.ts";
import { AccountPageFrame, SignedOutPanel } from "../account-center/index.ts";
import { FormBanner, failureMessage } from "../accounts/index.ts";
import { updateStoredUser } from "../account-security/index.ts";
import { acceptInvitation } from "./org.api.ts";

/** The invitation mail's link: the signed-in invitee joins the organisation. */
export function JoinOrganisationPage({ token }: { token: string }) {
  const { t } = useLingui();
  const user = useUserInfo();
  const [state, setState] = useState<"idle" | "busy" | "joined">("idle");
  const [banner, setBanner] = useState<string | null>(null);
  if (!user) return <SignedOutPanel />;
  const join = async () => {
    setState("busy");
    setBanner(null);
    try {
      await acceptInvitation(token);
      updateStoredUser({ userType: "2" });
      setState("joined");
    } catch (error) {
      setBanner(failureMessage(error, t`This could not be done. Please try again.`));
      setState("idle");
    }
  };
  return (
    <AccountPageFrame title={t`Join an organization`}>
      {state === "joined" ? (
        <p role="status" className="text-sm text-emerald-800">
          <Trans>You joined the organization. Its administrator decides what your role allows.</Trans>
        </p>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <p className="text-sm text-slate-600">
            <Trans>
              You were invited to join an organization with this account. Its administrator will manage your group and
              role.
            </Trans>
          </p>
          <FormBanner message={banner} />
          <Button disabled={state === "busy" || token === ""} onClick={() => void join()}>
            <Trans>Join the organization</Trans>
          </Button>
        </div>
      )}
    </AccountPageFrame>
  );
}
