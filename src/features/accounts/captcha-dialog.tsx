import { useEffect, useEffectEvent, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Challenge } from "altcha-lib";
import { Modal } from "../../components/ui/modal.tsx";
import { failureMessage, getCaptchaChallenge, verifyCaptcha } from "./accounts.api.ts";
import { FormBanner } from "./form-banner.tsx";
import { solveCaptcha } from "./proof-of-work.ts";

type CaptchaDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The captcha was passed: the pass for the next login. */
  onPassed: (captchaPass: string) => void;
};

/** The captcha dialog: solves the server's proof-of-work challenge, then hands back a login pass. */
export function CaptchaDialog({ open, onClose, onPassed }: CaptchaDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={<Trans>Security check</Trans>} size="sm">
      <CaptchaCheck onPassed={onPassed} />
    </Modal>
  );
}

function CaptchaCheck({ onPassed }: { onPassed: (captchaPass: string) => void }) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const passed = useEffectEvent((captchaPass: string) => onPassed(captchaPass));

  useEffect(() => {
    const controller = new AbortController();
    const robot = t`You may be a robot and currently unable to log in. Please refresh the page and verify again.`;
    void (async () => {
      try {
        const challenge = (await getCaptchaChallenge()) as Challenge;
        const token = await solveCaptcha(challenge, controller.signal);
        if (controller.signal.aborted) return;
        if (!token) {
          setFailure(robot);
          return;
        }
        const result = await verifyCaptcha(token);
        if (!controller.signal.aborted) passed(result.captchaPass);
      } catch (error) {
        if (!controller.signal.aborted) setFailure(failureMessage(error, robot));
      }
    })();
    return () => controller.abort();
  }, [attempt, t]);

  return (
    <div className="flex flex-col gap-4 px-6 pt-4 pb-6">
      {failure ? (
        <>
          <FormBanner message={failure} />
          <button
            type="button"
            onClick={() => {
              setFailure(null);
              setAttempt((value) => value + 1);
            }}
            className="self-start text-sm font-semibold text-brand-700 hover:underline"
          >
            <Trans>Try again</Trans>
          </button>
        </>
      ) : (
        <div role="status" className="flex items-center gap-3 text-sm text-slate-700">
          <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden />
          <Trans>Verifying you are human…</Trans>
        </div>
      )}
    </div>
  );
}
