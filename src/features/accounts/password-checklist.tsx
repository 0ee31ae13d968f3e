import { Trans } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import { CheckIcon } from "../../components/ui/icons.ts";
import { passwordChecklist } from "./validation.ts";

/** The live checklist of the four password rules. */
export function PasswordChecklist({ password }: { password: string }) {
  const rules = passwordChecklist(password);
  const items = [
    { met: rules.length, label: <Trans>8 to 20 characters</Trans> },
    { met: rules.lowercase, label: <Trans>A lowercase letter</Trans> },
    { met: rules.uppercase, label: <Trans>An uppercase letter</Trans> },
    { met: rules.digit, label: <Trans>A digit</Trans> },
  ];
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
      {items.map((item, index) => (
        <li key={index} className={cn("flex items-center gap-1.5", item.met ? "text-emerald-700" : "text-slate-500")}>
          <CheckIcon className={cn("size-3.5", !item.met && "opacity-30")} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
