import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type BrowserContext } from "@playwright/test";
import type { EndpointInput, EndpointOutput, EndpointSpec } from "../../contract/endpoint.ts";
import { accountsEndpoints } from "../../contract/accounts.endpoints.ts";
import { collectionsEndpoints } from "../../contract/collections.endpoints.ts";
import { devEndpoints } from "../../contract/system.endpoints.ts";
import { callEndpoint } from "./api.ts";

/** A signed-in user: the session token and the userInfo the login returned. */
export type Session = { token: string; userInfo: Record<string, unknown> & { id: string; userType: number } };

/** The registration code mailed to the address, read from the development mailbox. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await callEndpoint(request, devEndpoints.mailbox, undefined);
        code = mails.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code as string;
}

/**
 * Registers a new account through the real API (the code comes from the development mailbox)
 * and signs in. The product allows one session per user, so every device reuses this token.
 */
export async function registerAndSignIn(request: APIRequestContext): Promise<Session> {
  const email = `collector-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Collect1ons!";
  await callEndpoint(request, accountsEndpoints.sendEmailVerification, { email, source: "1" });
  const code = await mailedCode(request, email);
  await callEndpoint(request, accountsEndpoints.register, {
    email,
    code,
    firstName: "Ada",
    lastName: "Collector",
    passwordOne: password,
    passwordTwo: password,
    checked: true,
  });
  const { token, userInfo } = await callEndpoint(request, accountsEndpoints.login, { email, password });
  return { token, userInfo: { ...userInfo, id: String(userInfo.id), userType: Number(userInfo.userType) } };
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

/** Calls an endpoint as the user (the reply checked against the contract). */
export function callApi<E extends EndpointSpec>(
  request: APIRequestContext,
  session: Session,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  return callEndpoint(request, endpoint, input, session.token);
}

/** The server's folders by name, each with the companies in it (sorted). */
export async function serverFolders(request: APIRequestContext, session: Session): Promise<Record<string, string[]>> {
  const snapshot = await callApi(request, session, collectionsEndpoints.snapshot, undefined);
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
