import { Checkbox, Field, Fieldset, Label, Legend } from "@headlessui/react";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useController, type Control } from "react-hook-form";
import { isOrgPermission } from "../../../contract/org-permissions.ts";
import { PERMISSION_LABELS } from "./permission-labels.ts";
import type { RoleValues } from "./org-forms.ts";

/** The role's permission settings: one checkbox per key of the server's catalogue. */
export function PermissionChecklist({ control, keys }: { control: Control<RoleValues>; keys: readonly string[] }) {
  const { i18n } = useLingui();
  const { field } = useController({ control, name: "permissions" });
  const chosen = new Set(field.value);
  const toggle = (key: string, isOn: boolean) => field.onChange(keys.filter((k) => (k === key ? isOn : chosen.has(k))));
  return (
    <Fieldset className="flex flex-col gap-2">
      <Legend className="text-sm font-medium text-slate-700">
        <Trans>Permissions</Trans>
      </Legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {keys.filter(isOrgPermission).map((key) => (
          <Field key={key} className="flex items-center gap-2">
            <Checkbox
              checked={chosen.has(key)}
              onChange={(isOn) => toggle(key, isOn)}
              className="group flex size-5 shrink-0 items-center justify-center rounded ring-1 ring-slate-400 ring-inset focus-visible:outline-2 focus-visible:outline-brand-500 data-checked:bg-brand-700 data-checked:ring-brand-700"
            >
              <svg
                viewBox="0 0 14 14"
                fill="none"
                className="size-3.5 stroke-white opacity-0 group-data-checked:opacity-100"
              >
                <path d="M3 8l3 3 5-7" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Checkbox>
            <Label className="text-sm text-slate-800">{i18n._(PERMISSION_LABELS[key])}</Label>
          </Field>
        ))}
      </div>
    </Fieldset>
  );
}
