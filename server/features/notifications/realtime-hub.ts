import type { Kysely } from "kysely";
import type { Locale } from "../../../contract/locales.ts";
import type { DB } from "../../db/schema.ts";

/** One open websocket as the hub sees it: its user's code, the language it was opened in, and how to send to it. */
export type Subscriber = { userCode: string; locale: Locale; send: (text: string) => void };

/**
 * The sockets open on this process, by user id. One hub per database handle, so every part of one
 * server (routes, producers) shares it, and two test apps never do. On PGlite (one process) `notify`
 * publishes to it directly; on PostgreSQL the relay (realtime-relay.ts) feeds it from LISTEN, so that
 * every process hears every notification (decision 0028).
 */
export class RealtimeHub {
  readonly #sockets = new Map<string, Set<Subscriber>>();
  /** True while a LISTEN relay feeds this hub: `notify` then sends a NOTIFY instead of publishing. */
  relayed = false;

  subscribe(userId: string, subscriber: Subscriber): () => void {
    const set = this.#sockets.get(userId) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.#sockets.set(userId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.#sockets.delete(userId);
    };
  }

  /** Sends the message, written in each socket's language, to every socket of the user; returns how many got it. */
  publish(userId: string, message: (to: Omit<Subscriber, "send">) => unknown): number {
    const set = this.#sockets.get(userId);
    if (!set) return 0;
    const texts = new Map<Locale, string>();
    for (const subscriber of set) {
      const text = texts.get(subscriber.locale) ?? JSON.stringify(message(subscriber));
      texts.set(subscriber.locale, text);
      subscriber.send(text);
    }
    return set.size;
  }

  has(userId: string): boolean {
    return this.#sockets.has(userId);
  }

  userIds(): string[] {
    return [...this.#sockets.keys()];
  }

  connections(): number {
    let n = 0;
    for (const set of this.#sockets.values()) n += set.size;
    return n;
  }
}

const hubs = new WeakMap<Kysely<DB>, RealtimeHub>();

export function hubFor(db: Kysely<DB>): RealtimeHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new RealtimeHub();
    hubs.set(db, hub);
  }
  return hub;
}
