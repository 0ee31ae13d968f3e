import { Trans } from "@lingui/react/macro";
import { cn } from "../../lib/cn.ts";
import type { ChatMessage } from "./conversations.ts";
import { Markdown } from "./markdown.tsx";

type Props = { messages: ChatMessage[]; isLoading: boolean; onNavigate: (path: string) => void };

/** The conversation: the user's questions on the right, the streamed answers (safe Markdown) on the left. */
export function ChatMessages({ messages, isLoading, onNavigate }: Props) {
  return (
    <ol className="flex flex-col gap-3">
      {messages.map((message, index) => {
        const isLast = index === messages.length - 1;
        const isMine = message.role === "user";
        return (
          <li
            key={index}
            data-testid={isMine ? "question" : "answer"}
            aria-busy={!isMine && isLast && isLoading ? true : undefined}
            className={cn(
              "max-w-[92%] rounded-xl px-3.5 py-2.5",
              isMine ? "self-end bg-brand-700 text-sm whitespace-pre-wrap text-white" : "self-start bg-slate-100",
            )}
          >
            {isMine ? (
              message.content
            ) : message.content ? (
              <Markdown text={message.content} onNavigate={onNavigate} />
            ) : (
              <span className="text-sm text-slate-500">
                <Trans>Looking through the records…</Trans>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
