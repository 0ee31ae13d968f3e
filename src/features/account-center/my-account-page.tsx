import { Trans, useLingui } from "@lingui/react/macro";
import { AccountPageFrame } from "./account-page-frame.tsx";
import { AvatarEditor } from "./avatar-editor.tsx";
import { LoadState } from "./load-state.tsx";
import { ProfileEditor } from "./profile-editor.tsx";
import { useUserProfile } from "./queries.ts";

/** My Account (/account/MyAccount, myAccount, accountSettings): the avatar and the profile. */
export function MyAccountPage() {
  const { t } = useLingui();
  const profile = useUserProfile();
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
            <Trans context="user profile">Profile</Trans>
          </h2>
          {profile.data !== undefined ? <ProfileEditor saved={profile.data} /> : <LoadState query={profile} />}
        </section>
      </div>
    </AccountPageFrame>
  );
}
