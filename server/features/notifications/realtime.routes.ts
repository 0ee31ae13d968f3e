import type { FastifyInstance } from "fastify";
import type { WebSocket } from "@fastify/websocket";
import { localeFromHeader } from "../../../contract/locales.ts";
import {
  ACK_CONTENT_TYPE,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE,
  REALTIME_VERSION,
  type RealtimeReady,
} from "../../../contract/notifications.ts";
import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { resolveSession } from "../accounts/index.ts";
import { countUnread, markDelivered } from "./notifications.service.ts";
import { hubFor } from "./realtime-hub.ts";
import { relayNotifications } from "./realtime-relay.ts";

type Incoming = { type?: unknown; token?: unknown; language?: unknown; contentType?: unknown; id?: unknown };

function parse(data: unknown): Incoming | null {
  try {
    const value: unknown = JSON.parse(String(data));
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}

/**
 * The spec's socket `/webSocket/gleagle/{userCode}` (docs/decisions/0028-realtime-notifications.md).
 * The first message carries the session token; a socket whose token fails, or whose path names
 * another user, is closed. Each notification the client acknowledges (contentType 4) is marked
 * delivered.
 */
export function realtimeRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context.database;
  const now = () => context.now?.() ?? new Date();
  const { listen } = context.database;
  if (listen) {
    let stopRelay = async () => {};
    app.addHook("onReady", async () => {
      stopRelay = await relayNotifications({ ...context.database, listen }, app.log);
    });
    app.addHook("onClose", async () => stopRelay());
  }
  app.get<{ Params: { userCode: string } }>(
    "/webSocket/gleagle/:userCode",
    { websocket: true, schema: { hide: true } },
    (socket: WebSocket, request) => {
      let userId: string | null = null;
      let unsubscribe = () => {};
      const deadline = setTimeout(() => socket.close(REALTIME_CLOSE.unauthorized, "auth"), REALTIME_AUTH_TIMEOUT_MS);
      socket.on("close", () => {
        clearTimeout(deadline);
        unsubscribe();
      });

      async function authenticate(message: Incoming) {
        if (message.type !== "auth" || typeof message.token !== "string")
          return socket.close(REALTIME_CLOSE.unauthorized, "auth");
        try {
          const user = await resolveSession(db, message.token, now());
          if (user.userCode !== request.params.userCode) return socket.close(REALTIME_CLOSE.wrongUser, "user");
          clearTimeout(deadline);
          if (socket.readyState !== socket.OPEN) return;
          userId = user.id;
          const locale = localeFromHeader(typeof message.language === "string" ? message.language : undefined);
          unsubscribe = hubFor(db).subscribe(user.id, {
            userCode: user.userCode,
            locale,
            send: (text) => socket.send(text),
          });
          const ready: RealtimeReady = {
            version: REALTIME_VERSION,
            type: "ready",
            userCode: user.userCode,
            unread: await countUnread(db, user.id),
          };
          socket.send(JSON.stringify(ready));
        } catch (error) {
          const code = error instanceof AppError && error.statusCode === 403 ? "loggedInElsewhere" : "unauthorized";
          if (!(error instanceof AppError)) request.log.error({ err: error }, "websocket authentication failed");
          socket.close(REALTIME_CLOSE[code], code);
        }
      }

      socket.on("message", (data) => {
        const message = parse(data);
        if (!message) return;
        if (userId === null) return void authenticate(message);
        if (message.contentType === ACK_CONTENT_TYPE && Number.isSafeInteger(message.id))
          markDelivered(db, userId, Number(message.id), now()).catch((error: unknown) =>
            request.log.error({ err: error }, "websocket acknowledgement not stored"),
          );
      });
    },
  );
}
