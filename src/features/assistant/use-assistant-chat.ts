import { useCallback, useEffect, useRef, useState } from "react";
import { assistantEndpoints } from "../../../contract/assistant.endpoints.ts";
import { PERSONAS, type PersonaType } from "../../../contract/assistant.ts";
import { call } from "../../lib/api-client.ts";
import { useUserInfo } from "../../lib/use-session.ts";
import { openAnswerStream } from "./answer-stream.ts";
import { saveConversation, type AssistantConversation, type ChatMessage } from "./conversations.ts";

const newId = () => crypto.randomUUID().replaceAll("-", "");

/**
 * The chat of spec §4: the first send hides the persona cards; a send appends the user's message
 * and an empty answer that the stream fills piece by piece; a stream error ends loading quietly;
 * a new conversation clears messages and suggestions. Each conversation is kept in IndexedDB.
 */
export function useAssistantChat(companyId: string | null) {
  const owner = useUserInfo()?.id ?? null;
  const [chatId, setChatId] = useState(newId);
  const [persona, setPersona] = useState<PersonaType>(PERSONAS.creditAnalyst);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [followUps, setFollowUps] = useState<string[]>([]);
  const [isLoading, setLoading] = useState(false);
  // The company a conversation is about: the one in view when it started, else the one in view now.
  const [startedAbout, setStartedAbout] = useState<string | null>(null);
  const subject = messages.length > 0 ? startedAbout : companyId;
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);

  const persist = useCallback(
    (list: ChatMessage[], id: string, type: PersonaType, about: string | null) => {
      if (!owner || list.length === 0) return;
      const conversation: AssistantConversation = {
        id,
        owner,
        persona: type,
        companyId: about,
        title: list[0]?.content.slice(0, 120) ?? "",
        messages: list,
        updatedAt: Date.now(),
      };
      void saveConversation(conversation);
    },
    [owner],
  );

  const send = (text: string) => {
    const question = text.trim();
    if (!question || isLoading) return;
    const asked: ChatMessage[] = [...messages, { role: "user", content: question }];
    setMessages([...asked, { role: "assistant", content: "" }]);
    setFollowUps([]);
    setLoading(true);
    setStartedAbout(subject);
    persist(asked, chatId, persona, subject);
    const updateAnswer = (change: (answer: ChatMessage) => ChatMessage) =>
      setMessages((list) => [...list.slice(0, -1), change(list.at(-1)!)]);
    stop.current = openAnswerStream(
      { question, persona, chatId, companyId: subject },
      {
        onContent: (content) => updateAnswer((answer) => ({ ...answer, content: answer.content + content })),
        onDone: (citations) => {
          setLoading(false);
          setMessages((list) => {
            const done = [...list.slice(0, -1), { ...list.at(-1)!, citations }];
            persist(done, chatId, persona, subject);
            return done;
          });
          const query = { country: "CN", question, chatId, type: persona, ...(subject ? { uid: subject } : {}) };
          call(assistantEndpoints.followUps, query, { silent: true, quiet: true })
            .then(setFollowUps)
            .catch(() => setFollowUps([]));
        },
        onError: () => {
          setLoading(false);
          setMessages((list) => (list.at(-1)?.content ? list : list.slice(0, -1)));
        },
      },
    );
  };

  const reset = () => {
    stop.current();
    setLoading(false);
    setMessages([]);
    setFollowUps([]);
    setChatId(newId());
  };

  const resume = (conversation: AssistantConversation) => {
    reset();
    setChatId(conversation.id);
    setPersona(conversation.persona as PersonaType);
    setStartedAbout(conversation.companyId);
    setMessages(conversation.messages);
  };

  return { owner, persona, setPersona, messages, followUps, isLoading, subject, send, reset, resume };
}
