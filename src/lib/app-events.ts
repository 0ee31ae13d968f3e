/**
 * Application-wide events (a closed union): the spec's "emits an event" moments.
 * Components subscribe with `onAppEvent`; anything may `emitAppEvent`.
 */
export type AppEvent =
  | { type: "auth:expired" } // HTTP 401: 'Please Login in!'
  | { type: "auth:replaced" } // HTTP 403: logged in on another device
  | { type: "login:open"; tab?: "login" | "createAccount" }
  | { type: "legal:open"; tab: "privacy" | "terms" }
  | { type: "login:success" }
  | { type: "login:failed" }
  | { type: "operation-warning:open" }
  | { type: "page-loading:off" }
  | { type: "profile-timer:start" }
  | { type: "assistant:open" } // the AI assistant button, once its gate lets the user in
  | { type: "idle-policy:changed"; idleLogoutMs: number } // the user saved a new inactivity timeout
  | { type: "toast"; kind: "success" | "error" | "info"; message: string };

const target = new EventTarget();

export function emitAppEvent(event: AppEvent): void {
  target.dispatchEvent(new CustomEvent("app", { detail: event }));
}

export function onAppEvent<T extends AppEvent["type"]>(
  type: T,
  handler: (event: Extract<AppEvent, { type: T }>) => void,
): () => void {
  const listener = (e: Event) => {
    const detail = (e as CustomEvent<AppEvent>).detail;
    if (detail.type === type) handler(detail as Extract<AppEvent, { type: T }>);
  };
  target.addEventListener("app", listener);
  return () => target.removeEventListener("app", listener);
}
