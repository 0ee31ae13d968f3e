import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  LEADS_HEAD_NAME_MAX,
  type AnswersHead,
  type LeadsAnswers,
  type LeadsPostFilter,
} from "../../../contract/leads.ts";
import { Button } from "../../components/ui/button.tsx";
import { emitAppEvent } from "../../lib/app-events.ts";
import { useIsSignedIn } from "../../lib/use-session.ts";
import { useDeleteHead, useHeads, useRenameHead, useSaveAnswers, useSavePostFilter } from "./queries.ts";

/**
 * The user's saved questionnaires: open one (its answers and filters), save the current answers
 * under a name, and for the one open: update its answers, rename it, keep the filters, delete it.
 */
export function SavedQuestionnaires({
  headId,
  answers,
  filter,
  onOpen,
  onClosed,
}: {
  headId: string | undefined;
  answers: LeadsAnswers;
  filter: LeadsPostFilter;
  onOpen: (head: AnswersHead) => void;
  onClosed: () => void;
}) {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  const heads = useHeads();
  const current = heads.data?.find((head) => head.id === headId);
  const [name, setName] = useState("");
  const save = useSaveAnswers();
  const rename = useRenameHead();
  const remove = useDeleteHead();
  const keepFilter = useSavePostFilter();
  if (!isSignedIn) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600" data-testid="leads-saved">
        <Trans>Sign in to save your answers and come back to them.</Trans>
        <Button variant="secondary" onClick={() => emitAppEvent({ type: "login:open" })}>
          <Trans>Sign in</Trans>
        </Button>
      </div>
    );
  }
  const saveNew = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, answers },
      {
        onSuccess: ({ data }) => {
          setName("");
          // The page stays as it is, result filters included; it now shows the questionnaire saved.
          onOpen({ ...data, postFilter: filter });
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-3" data-testid="leads-saved">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 basis-52 flex-col gap-1 text-xs font-medium text-slate-600">
          <Trans>Saved questionnaires</Trans>
          <select
            data-testid="leads-heads"
            value={current?.id ?? ""}
            onChange={(event) => {
              const head = heads.data?.find((h) => h.id === event.target.value);
              // The first entry closes the open questionnaire (its answers stay on the page).
              if (head) onOpen(head);
              else onClosed();
            }}
            className="w-full rounded-md border-0 bg-white py-2 pr-8 pl-3 text-sm text-slate-900 ring-1 ring-slate-300"
          >
            <option value="">{heads.data?.length ? t`Choose a saved questionnaire` : t`None saved yet`}</option>
            {(heads.data ?? []).map((head) => (
              <option key={head.id} value={head.id}>
                {head.name}
              </option>
            ))}
          </select>
        </label>
        <form onSubmit={saveNew} className="flex min-w-0 flex-1 basis-64 items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-600">
            <Trans>Name</Trans>
            <input
              data-testid="leads-head-name"
              value={name}
              maxLength={LEADS_HEAD_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              placeholder={t`e.g. Laptop buyers in Europe`}
              className="w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-300 placeholder:text-slate-500"
            />
          </label>
          <Button type="submit" disabled={!name.trim() || save.isPending} data-testid="leads-save-new">
            <Trans>Save as new</Trans>
          </Button>
        </form>
      </div>
      {current ? (
        <div className="flex flex-wrap gap-2" data-testid="leads-head-actions">
          <Button variant="secondary" onClick={() => save.mutate({ id: current.id, name: current.name, answers })}>
            <Trans>Update its answers</Trans>
          </Button>
          <Button
            variant="secondary"
            disabled={!name.trim()}
            onClick={() => rename.mutate({ id: current.id, name }, { onSuccess: () => setName("") })}
          >
            <Trans context="leads">Rename</Trans>
          </Button>
          <Button
            variant="secondary"
            onClick={() => keepFilter.mutate({ id: current.id, postFilter: filter })}
            data-testid="leads-save-filters"
          >
            <Trans>Keep these filters</Trans>
          </Button>
          <Button variant="ghost" onClick={() => remove.mutate(current.id, { onSuccess: onClosed })}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
