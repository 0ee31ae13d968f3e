import { useLingui } from "@lingui/react/macro";

type SendCodeButtonProps = { countdown: number; onSend: () => void };

/** "Send code" at the right end of an email field; "Resend in N s" while the countdown runs. */
export function SendCodeButton({ countdown, onSend }: SendCodeButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onSend}
      disabled={countdown > 0}
      className="absolute inset-y-1 right-1 rounded px-2.5 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-400"
    >
      {countdown > 0 ? t`Resend in ${countdown} s` : t`Send code`}
    </button>
  );
}
