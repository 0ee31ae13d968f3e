import { useLingui } from "@lingui/react/macro";
import type { OrgGroup } from "../../../contract/org.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { DialogForm, validated } from "./dialog-form.tsx";
import { GROUP_RULES, GroupForm, refValue, type GroupValues } from "./org-forms.ts";
import { FormSelect } from "./org-ui.tsx";
import { saveGroup } from "./org.api.ts";
import { useOrgMutation } from "./queries.ts";

/** Adds a group (`group` null) or edits one: name, parent group and status. */
export function GroupDialog(props: { group: OrgGroup | null; groups: readonly OrgGroup[]; onClose: () => void }) {
  const { t } = useLingui();
  const { group } = props;
  const form = useSchemaForm<GroupValues>(GroupForm, {
    ...GROUP_RULES,
    defaultValues: {
      name: group?.name ?? "",
      parentId: group?.parentId ? String(group.parentId) : "",
      status: String(group?.status ?? 1),
    },
  });
  const save = useOrgMutation((values: GroupValues) =>
    saveGroup(group?.id ?? null, {
      name: values.name,
      parentId: refValue(values.parentId),
      status: values.status === "0" ? 0 : 1,
    }),
  );
  const parents = [
    { value: "", label: t`None (top level)` },
    ...props.groups.filter((g) => g.id !== group?.id).map((g) => ({ value: String(g.id), label: g.name })),
  ];
  return (
    <DialogForm
      open
      title={group ? t`Edit group` : t`Add group`}
      onClose={props.onClose}
      successMessage={t`The group was saved`}
      onSubmit={() => validated(form.handleSubmit, save.mutateAsync)}
    >
      <FormTextField {...form.field("name")} label={t`Group name`} />
      <FormSelect control={form.control} name="parentId" label={t`Parent group`} options={parents} />
      <FormSelect
        control={form.control}
        name="status"
        label={t`Status`}
        options={[
          { value: "1", label: t`Valid` },
          { value: "0", label: t`Invalid` },
        ]}
      />
    </DialogForm>
  );
}
