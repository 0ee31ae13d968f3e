import {
  ACK_CONTENT_TYPE,
  REALTIME_CLOSE,
  REALTIME_VERSION,
  realtimePath,
  type RealtimeAck,
  type RealtimeNotificationMessage,
  type RealtimeReady,
} from "../../../contract/notifications.ts";
import { API_BASE } from "../../../contract/constants.ts";

export type RealtimeMessage = RealtimeReady | RealtimeNotificationMessage;
type Listener = (message: RealtimeMessage) => void;

/** Delay before the n-th reconnection (0-based): 1 s doubling to 30 s, with up to 20 % jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (1 + 0.2 * random()));
}

/** A message of this version the client knows, or null. */
export function parseMessage(data: unknown): RealtimeMessage | null {
  try {
    const value = JSON.parse(String(data)) as Partial<RealtimeMessage> | null;
    if (!value || value.version !== REALTIME_VERSION) return null;
    return value.type === "ready" || value.type === "notification" ? (value as RealtimeMessage) : null;
  } catch {
    return null;
  }
}

/**
 * The tab's one notifications socket (decision 0028): opened while someone listens, authenticated
 * by its first message, every notification acknowledged (contentType 4), reopened with back-off
 * when it drops, except when the server refused the session.
 */
class RealtimeConnection {
  #socket: WebSocket | null = null;
  #listeners = new Set<Listener>();
  #session: { userCode: string; token: string; language: string } | null = null;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  subscribe(session: { userCode: string; token: string; language: string }, listener: Listener): () => void {
    this.#listeners.add(listener);
    const same =
      this.#session?.token === session.token &&
      this.#session.userCode === session.userCode &&
      this.#session.language === session.language;
    if (!same) {
      this.#session = session;
      this.#restart();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#stop();
    };
  }

  #restart() {
    this.#stop(false);
    this.#attempt = 0;
    this.#open();
  }

  #stop(forget = true) {
    clearTimeout(this.#timer);
    const socket = this.#socket;
    this.#socket = null;
    if (forget) this.#session = null;
    socket?.close();
  }

  #open() {
    const session = this.#session;
    if (!session) return;
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}${API_BASE}${realtimePath(session.userCode)}`);
    this.#socket = socket;
    socket.addEventListener("open", () =>
      socket.send(JSON.stringify({ type: "auth", token: session.token, language: session.language })),
    );
    socket.addEventListener("message", (event) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === "ready") this.#attempt = 0;
      else {
        const ack: RealtimeAck = {
          userCode: session.userCode,
          isRead: message.notification.hasRead,
          contentType: ACK_CONTENT_TYPE,
          id: message.notification.id,
        };
        socket.send(JSON.stringify(ack));
      }
      for (const listener of this.#listeners) listener(message);
    });
    socket.addEventListener("close", (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      // A refused session does not come back by retrying; the next request's 401/403 handles it.
      const refused = event.code === REALTIME_CLOSE.unauthorized || event.code === REALTIME_CLOSE.loggedInElsewhere;
      if (refused || !this.#session) return;
      this.#timer = setTimeout(() => this.#open(), backoffMs(this.#attempt));
      this.#attempt += 1;
    });
  }
}

export const realtimeConnection = new RealtimeConnection();
