import { Trans, useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "./account-page-frame.tsx";
import { getUserProfile } from "./account-center.api.ts";
import { AvatarEditor } from "./avatar-editor.tsx";
import { LoadState } from "./load-state.tsx";
import { ProfileEditor } from "./profile-editor.tsx";
import { useAccountData } from "./use-account-data.ts";

/** My Account (/account/MyAccount, myAccount, accountSettings): the avatar and the profile. */
export function MyAccountPage() {
  const { t } = useLingui();
  const profile = useAccountData(getUserProfile);
  return (
    <AccountPageFrame
      title={t`My Account`}
      description={t`Your picture and the profile your account is certified with.`}
    >
      <div className="flex flex-col gap-8">
        <section className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-slate-900">
            <Trans>Picture</Trans>
          </h2>
          <AvatarEditor />
        </section>
        <section className="flex flex-col gap-3 border-t border-slate-200 pt-6">
          <h2 className="text-sm font-semibold text-slate-900">
            <Trans>Profile</Trans>
          </h2>
          {profile.data !== undefined ? (
            <ProfileEditor saved={profile.data} />
          ) : (
            <LoadState error={profile.error} onRetry={profile.reload} />
          )}
        </section>
      </div>
    </AccountPageFrame>
  );
}
