import { useLingui } from "@lingui/react/macro";
import type { OrgRole } from "../../../contract/org.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { DialogForm, validated } from "./dialog-form.tsx";
import { ROLE_RULES, RoleForm, type RoleValues } from "./org-forms.ts";
import { FormSelect } from "./org-ui.tsx";
import { saveRole } from "./org.api.ts";
import { PermissionChecklist } from "./permission-checklist.tsx";
import { useOrgMutation } from "./queries.ts";

/** Adds a role (`role` null) or edits one: name, position, status and its permissions. */
export function RoleDialog(props: { role: OrgRole | null; permissionKeys: readonly string[]; onClose: () => void }) {
  const { t } = useLingui();
  const { role } = props;
  const form = useSchemaForm<RoleValues>(RoleForm, {
    ...ROLE_RULES,
    defaultValues: {
      name: role?.name ?? "",
      position: role?.position ?? "",
      status: String(role?.status ?? 1),
      permissions: role?.permissions ?? [],
    },
  });
  const save = useOrgMutation((values: RoleValues) =>
    saveRole(role?.id ?? null, {
      name: values.name,
      position: values.position,
      status: values.status === "0" ? 0 : 1,
      permissions: values.permissions.join(","),
    }),
  );
  return (
    <DialogForm
      open
      title={role ? t`Edit role` : t`Add role`}
      onClose={props.onClose}
      successMessage={t`The role was saved`}
      onSubmit={() => validated(form.handleSubmit, save.mutateAsync)}
    >
      <FormTextField {...form.field("name")} label={t`Role name`} />
      <FormTextField {...form.field("position")} label={t`Position`} />
      <FormSelect
        control={form.control}
        name="status"
        label={t`Status`}
        options={[
          { value: "1", label: t`Valid` },
          { value: "0", label: t`Invalid` },
        ]}
      />
      <PermissionChecklist control={form.control} keys={props.permissionKeys} />
    </DialogForm>
  );
}
