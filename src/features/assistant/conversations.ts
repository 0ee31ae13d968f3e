import { db, type AssistantConversation } from "../../offline/db.ts";

export type { AssistantConversation };
export type ChatMessage = AssistantConversation["messages"][number];

/** How many past conversations a user keeps; older ones are dropped when a new one is saved. */
export const CONVERSATIONS_KEPT = 20;

/** Saves (or replaces) a conversation, keeping the user's newest CONVERSATIONS_KEPT. */
export async function saveConversation(conversation: AssistantConversation): Promise<void> {
  await db.transaction("rw", db.assistantConversations, async () => {
    await db.assistantConversations.put(conversation);
    const mine = await db.assistantConversations.where("owner").equals(conversation.owner).sortBy("updatedAt");
    const old = mine.slice(0, Math.max(0, mine.length - CONVERSATIONS_KEPT)).map((row) => row.id);
    if (old.length) await db.assistantConversations.bulkDelete(old);
  });
}

/** The user's conversations, newest first. */
export async function recentConversations(owner: string, limit = 5): Promise<AssistantConversation[]> {
  const mine = await db.assistantConversations.where("owner").equals(owner).sortBy("updatedAt");
  return mine.reverse().slice(0, limit);
}
