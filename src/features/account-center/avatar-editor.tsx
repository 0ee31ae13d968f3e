import { useRef, useState, type ChangeEvent } from "react";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { emitAppEvent } from "../../lib/app-events.ts";
import { updateStoredUserInfo } from "../../lib/session.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import { Button } from "../../components/ui/button.tsx";
import { failureMessage } from "../accounts/index.ts";
import { clearAvatar, uploadAvatar } from "./account-center.api.ts";
import { isAcceptableAvatar } from "./avatar-file.ts";
import { UserAvatar } from "./user-avatar.tsx";

/** The spec's message for a file that is not an image or is too large (section 5). */
const AVATAR_REFUSED = msg`Uploading avatar images can only be in JPG format!`;

/** The avatar: upload (an image under 2 MB) and removal; the top bar's user button follows. */
export function AvatarEditor() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const user = useUserInfo();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(failure, fallback));
    } finally {
      setBusy(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!isAcceptableAvatar(file)) {
      setError(i18n._(AVATAR_REFUSED));
      return;
    }
    void run(
      async () => {
        updateStoredUserInfo({ userImg: await uploadAvatar(file) });
        emitAppEvent({ type: "toast", kind: "success", message: t`Your picture has been saved.` });
      },
      t`The picture could not be uploaded. Please try again.`,
    );
  };

  const remove = () =>
    void run(
      async () => {
        await clearAvatar();
        updateStoredUserInfo({ userImg: null });
        emitAppEvent({ type: "toast", kind: "success", message: t`Your picture has been removed.` });
      },
      t`The picture could not be removed. Please try again.`,
    );

  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="avatar-editor">
      <UserAvatar userImg={user?.userImg} firstName={user?.firstName ?? ""} className="size-16 text-2xl" />
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
            <Trans>Upload a picture</Trans>
          </Button>
          <Button variant="ghost" disabled={busy || !user?.userImg} onClick={remove}>
            <Trans>Remove picture</Trans>
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          <Trans>An image (JPEG, PNG, GIF or WebP) under 2 MB.</Trans>
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-600" data-testid="avatar-error">
            {error}
          </p>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t`Picture file`}
        onChange={onFile}
      />
    </div>
  );
}
