import { useLingui } from "@lingui/react/macro";
import type { OrgGroup, OrgRole, OrgUser } from "../../../contract/org.ts";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { useSchemaForm } from "../../lib/use-schema-form.ts";
import { DialogForm, validated } from "./dialog-form.tsx";
import { INVITE_RULES, InviteForm, PlaceForm, refValue, type InviteValues, type PlaceValues } from "./org-forms.ts";
import { FormSelect, type Option } from "./org-ui.tsx";
import { distribute, inviteUser } from "./org.api.ts";
import { useOrgMutation } from "./queries.ts";

type Choices = { groups: readonly OrgGroup[]; roles: readonly OrgRole[] };

function useChoices({ groups, roles }: Choices) {
  const { t } = useLingui();
  const none = { value: "", label: t`None` };
  const groupOptions: Option[] = [none, ...groups.map((g) => ({ value: String(g.id), label: g.name }))];
  const roleOptions: Option[] = [none, ...roles.map((r) => ({ value: String(r.id), label: r.name }))];
  return { groupOptions, roleOptions };
}

/** Sets a user's group, role and account status (userDistributeGroupRole). */
export function UserDialog(props: Choices & { user: OrgUser; onClose: () => void }) {
  const { t } = useLingui();
  const { user } = props;
  const { groupOptions, roleOptions } = useChoices(props);
  const place = useSchemaForm<PlaceValues>(PlaceForm, {
    messages: {},
    defaultValues: {
      groupId: user.groupId ? String(user.groupId) : "",
      roleId: user.roleId ? String(user.roleId) : "",
      accountStatus: String(user.accountStatus),
    },
  });
  const save = useOrgMutation((values: PlaceValues) =>
    distribute({
      userId: user.id,
      groupId: refValue(values.groupId),
      roleId: refValue(values.roleId),
      accountStatus: values.accountStatus === "0" ? 0 : 1,
    }),
  );
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <DialogForm
      open
      title={t`Edit ${name}`}
      onClose={props.onClose}
      successMessage={t`The user was saved`}
      onSubmit={() => validated(place.handleSubmit, save.mutateAsync)}
    >
      <p className="text-sm break-all text-slate-600">{user.email}</p>
      <FormSelect control={place.control} name="groupId" label={t`Group`} options={groupOptions} />
      <FormSelect control={place.control} name="roleId" label={t`Role`} options={roleOptions} />
      <FormSelect
        control={place.control}
        name="accountStatus"
        label={t`Account status`}
        options={[
          { value: "1", label: t`Active` },
          { value: "0", label: t`Disabled` },
        ]}
      />
    </DialogForm>
  );
}

/** Invites an e-mail address to join, with the group and role it will have. */
export function InviteDialog(props: Choices & { onClose: () => void }) {
  const { t } = useLingui();
  const { groupOptions, roleOptions } = useChoices(props);
  const form = useSchemaForm<InviteValues>(InviteForm, {
    ...INVITE_RULES,
    defaultValues: { email: "", groupId: "", roleId: "" },
  });
  const send = useOrgMutation((values: InviteValues) =>
    inviteUser({ email: values.email, groupId: refValue(values.groupId), roleId: refValue(values.roleId) }),
  );
  return (
    <DialogForm
      open
      title={t`Invite a user`}
      onClose={props.onClose}
      successMessage={t`The invitation was sent`}
      onSubmit={() => validated(form.handleSubmit, send.mutateAsync)}
    >
      <p className="text-sm text-slate-600">
        {t`We email a link valid for 7 days. The person signs in (or registers) with this address and joins your organization.`}
      </p>
      <FormTextField {...form.field("email")} label={t`Email`} type="email" />
      <FormSelect control={form.control} name="groupId" label={t`Group`} options={groupOptions} />
      <FormSelect control={form.control} name="roleId" label={t`Role`} options={roleOptions} />
    </DialogForm>
  );
}
