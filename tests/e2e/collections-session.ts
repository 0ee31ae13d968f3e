import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";

/** A signed-in user: the session token and the userInfo the login returned. */
export type Session = { token: string; userInfo: Record<string, unknown> & { id: string; userType: number } };

const HEADERS = { language: "en_US", usaged: "2" };

/** The registration code mailed to the address, read from the development mailbox. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get("/csi/dev/mailbox", { headers: HEADERS });
        const mails = ((await response.json()) as { data: { to: string; text: string }[] }).data ?? [];
        code = mails.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

async function post<T>(request: APIRequestContext, path: string, data: object, token?: string): Promise<T> {
  const response = await request.post(`/csi${path}`, {
    data,
    headers: { ...HEADERS, ...(token ? { authorization: token } : {}) },
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/**
 * Registers a new account through the real API (the code comes from the development mailbox)
 * and signs in. The product allows one session per user, so every device reuses this token.
 */
export async function registerAndSignIn(request: APIRequestContext): Promise<Session> {
  const email = `collector-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Collect1ons!";
  await post(request, "/user/sendEmailVerification", { email, source: "1" });
  const code = await mailedCode(request, email);
  await post(request, "/user/register", {
    email,
    code,
    firstName: "Ada",
    lastName: "Collector",
    passwordOne: password,
    passwordTwo: password,
    checked: true,
  });
  return post<Session>(request, "/user/login", { email, password });
}

/** Puts the session where the app keeps it (as its sign-in does), for every page of the context. */
export async function useSession(context: BrowserContext, session: Session): Promise<void> {
  const stored = { userInfo: { ...session.userInfo, userType: String(session.userInfo.userType) } };
  await context.addInitScript(
    ([token, userInfo]) => {
      if (localStorage.getItem("token")) return;
      localStorage.setItem("token", token);
      sessionStorage.setItem("token", token);
      localStorage.setItem("userInfo", userInfo);
    },
    [session.token, JSON.stringify(stored)] as const,
  );
}

/** Calls a collections or tags endpoint as the user. */
export async function callApi<T>(
  request: APIRequestContext,
  session: Session,
  path: string,
  options: { query?: Record<string, string | number>; body?: object } = {},
): Promise<T> {
  const headers = { ...HEADERS, authorization: session.token };
  const response = options.body
    ? await request.post(`/csi${path}`, { data: options.body, headers })
    : await request.get(`/csi${path}`, { params: options.query ?? {}, headers });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

export type Snapshot = {
  collections: { id: string; name: string }[];
  collectionItems: { collectionId: string; aaaId: string; present: boolean }[];
};

/** The server's folders by name, each with the companies in it (sorted). */
export async function serverFolders(request: APIRequestContext, session: Session): Promise<Record<string, string[]>> {
  const snapshot = await callApi<Snapshot>(request, session, "/collection/snapshot");
  const byName: Record<string, string[]> = {};
  for (const folder of snapshot.collections) {
    expect(byName[folder.name], `one folder named ${folder.name}`).toBeUndefined();
    byName[folder.name] = snapshot.collectionItems
      .filter((item) => item.collectionId === folder.id && item.present)
      .map((item) => item.aaaId)
      .sort();
  }
  return byName;
}
