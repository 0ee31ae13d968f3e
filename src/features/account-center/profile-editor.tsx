import { Trans } from "@lingui/react/macro";
import type { UserProfile } from "../../../contract/account-center.ts";
import { getUserInfo, updateStoredUserInfo } from "../../lib/session.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  EMPTY_PROFILE,
  ProfileFields,
  useProfileForm,
  useProfileSave,
  type ProfileType,
  type ProfileValues,
} from "../accounts/index.ts";

/** The form's starting point: the saved profile, else what the sign-in knows (names, e-mail). */
function initialOf(saved: UserProfile | null): { type: ProfileType; values: ProfileValues } {
  if (saved) {
    const { type, ...fields } = saved;
    return { type: type === 2 ? 2 : 1, values: { ...EMPTY_PROFILE, ...fields } };
  }
  const user = getUserInfo()?.userInfo;
  const email = typeof user?.email === "string" ? user.email : "";
  return {
    type: 1,
    values: { ...EMPTY_PROFILE, firstName: user?.firstName ?? "", lastName: user?.lastName ?? "", email },
  };
}

/** The profile form of My Account: the same fields, checks and messages as Complete your Profile. */
export function ProfileEditor({ saved }: { saved: UserProfile | null }) {
  const initial = initialOf(saved);
  const form = useProfileForm(initial.type, initial.values);
  const { busy, submit } = useProfileSave(form, (body) => {
    // A saved profile is a complete one: the profile prompt no longer opens (spec section 4).
    localStorage.setItem("renzheng", "1");
    updateStoredUserInfo({ firstName: body.firstName, lastName: body.lastName });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid="profile-editor"
    >
      <ProfileFields form={form} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          <Trans>Save profile</Trans>
        </Button>
      </div>
    </form>
  );
}
