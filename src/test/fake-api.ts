import { vi } from "vitest";

type Answer = { code?: number; msg?: string; data?: unknown };
type Handler = (request: { path: string; method: string; body: unknown }) => Answer | Promise<Answer>;

/**
 * Stands in for the server behind `fetch` (tests of the query layer run through the real API
 * client): each call goes to `handler` with the path under /csi, and its answer comes back in the
 * API's envelope. A handler that throws is a network failure (offline). Returns the calls made.
 */
export function fakeApi(handler: Handler): { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, "http://localhost");
    const path = url.pathname.replace(/^\/csi/, "") + url.search;
    const method = init.method ?? "GET";
    calls.push({ method, path });
    const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : null;
    const answer = await handler({ path, method, body });
    const envelope = { code: answer.code ?? 200, msg: answer.msg ?? "ok", data: answer.data ?? null };
    return new Response(JSON.stringify(envelope), { headers: { "content-type": "application/json" } });
  });
  return calls;
}

/** A promise with its resolve function, to hold an answer back until the test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
