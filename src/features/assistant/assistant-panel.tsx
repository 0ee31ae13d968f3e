import { useEffect, useState, type KeyboardEvent } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { CHAT_INPUT_ROWS } from "../../../contract/constants.ts";
import { Button } from "../../components/ui/button.tsx";
import { CloseIcon, PlusIcon, SparklesIcon } from "../../components/ui/icons.ts";
import { onAppEvent } from "../../lib/app-events.ts";
import { ChatMessages } from "./chat-messages.tsx";
import { PersonaPicker } from "./persona-picker.tsx";
import { RecentConversations } from "./recent-conversations.tsx";
import { useAssistantChat } from "./use-assistant-chat.ts";

/**
 * The AI chat panel (spec §2, §4): it slides in from the right when the assistant button or the
 * chat toggle lets the user in (`assistant:open`), and fills the screen on a phone. Closing it
 * resets it to the initial view; the conversation stays in IndexedDB.
 */
export function AssistantPanel({ companyId }: { companyId: string | null }) {
  const { t } = useLingui();
  const router = useRouter();
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState("");
  const chat = useAssistantChat(companyId);
  const subject = chat.subject;
  useEffect(() => onAppEvent("assistant:open", () => setOpen(true)), []);

  const close = () => {
    setOpen(false);
    setDraft("");
    chat.reset();
  };
  const ask = (question: string) => {
    if (!question.trim() || chat.isLoading) return;
    chat.send(question);
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    ask(draft);
  };
  const navigate = (href: string) => {
    close();
    void router.navigate({ href });
  };

  return (
    <Dialog open={isOpen} onClose={close} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/30 transition-opacity data-closed:opacity-0" />
      <DialogPanel
        transition
        data-testid="assistant-panel"
        className="fixed inset-0 flex flex-col bg-white shadow-2xl transition duration-200 ease-out data-closed:translate-x-full sm:left-auto sm:w-[440px]"
      >
        <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
          <SparklesIcon className="size-5 text-gold-500" />
          <DialogTitle className="flex-1 text-base font-semibold text-slate-900">
            <Trans>AI research assistant</Trans>
          </DialogTitle>
          <button
            type="button"
            onClick={close}
            aria-label={t`Close`}
            className="flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:size-9"
          >
            <CloseIcon />
          </button>
        </header>
        <div className="flex-1 space-y-4 overflow-y-auto px-4 py-4">
          {chat.messages.length === 0 ? (
            <>
              <PersonaPicker persona={chat.persona} onPersona={chat.setPersona} onAsk={ask} />
              {chat.owner ? <RecentConversations owner={chat.owner} onOpen={chat.resume} /> : null}
            </>
          ) : (
            <ChatMessages messages={chat.messages} isLoading={chat.isLoading} onNavigate={navigate} />
          )}
          {chat.followUps.length > 0 ? (
            <section aria-labelledby="assistant-follow-ups">
              <h3
                id="assistant-follow-ups"
                className="mb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase"
              >
                <Trans>Suggested follow-up questions</Trans>
              </h3>
              <ul className="flex flex-col gap-1.5">
                {chat.followUps.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => ask(question)}
                      className="w-full rounded-md bg-brand-50 px-3 py-2 text-left text-sm text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <form
          className="border-t border-slate-200 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
          onSubmit={(event) => {
            event.preventDefault();
            ask(draft);
          }}
        >
          <div className="mb-1.5 flex items-center justify-between gap-2">
            <p className="min-w-0 text-xs text-slate-500">
              {subject ? (
                <Trans>About the company in view ({subject})</Trans>
              ) : (
                <Trans>No company in view: open a company's profile to ask about it.</Trans>
              )}
            </p>
            <Button variant="ghost" onClick={chat.reset} className="shrink-0 px-2 py-1 text-xs">
              <PlusIcon className="size-4" />
              <Trans>Open a new conversation</Trans>
            </Button>
          </div>
          <div className="flex items-end gap-2">
            <textarea
              rows={CHAT_INPUT_ROWS}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              aria-label={t`Your question`}
              placeholder={t`Ask a question`}
              className="min-w-0 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40"
            />
            <Button type="submit" disabled={!draft.trim() || chat.isLoading}>
              <Trans context="AI chat: sends the question">Send</Trans>
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
