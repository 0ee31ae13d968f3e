import { useLiveQuery } from "dexie-react-hooks";
import { Trans } from "@lingui/react/macro";
import { recentConversations, type AssistantConversation } from "./conversations.ts";

type Props = { owner: string; onOpen: (conversation: AssistantConversation) => void };

/** The user's last conversations (IndexedDB, this device), to pick one up again. */
export function RecentConversations({ owner, onOpen }: Props) {
  const conversations = useLiveQuery(() => recentConversations(owner), [owner]);
  if (!conversations?.length) return null;
  return (
    <section aria-labelledby="assistant-recent">
      <h3 id="assistant-recent" className="mb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        <Trans>Recent conversations</Trans>
      </h3>
      <ul className="flex flex-col gap-1">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onOpen(conversation)}
              className="w-full truncate rounded-md px-3 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {conversation.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
