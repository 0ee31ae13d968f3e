import { randomUUID } from "node:crypto";
import { expect, test, type Page, type Route } from "@playwright/test";
import { ISSUERS, signIdToken } from "./identity-provider.ts";
import { SessionPage } from "./pages/session.page.ts";
import { screenshot } from "./screenshots.ts";

type Answer = "fragment" | "form_post";

/**
 * Answers the provider's authorization endpoint as the provider would: an ID token signed with the
 * key the e2e server trusts, for the client id, nonce and state of the request, sent back to the
 * redirect URI in the fragment (Google) or as a posted form (Apple).
 */
async function actAsProvider(page: Page, port: string, pattern: string, claims: Record<string, unknown>) {
  const seen: URL[] = [];
  await page.route(pattern, async (route: Route) => {
    const request = new URL(route.request().url());
    seen.push(request);
    const ask = (name: string) => request.searchParams.get(name) ?? "";
    const now = Math.floor(Date.now() / 1000);
    const provider = ask("response_mode") === "form_post" ? "apple" : "google";
    const idToken = signIdToken(port, {
      iss: ISSUERS[provider],
      aud: ask("client_id"),
      nonce: ask("nonce"),
      iat: now,
      exp: now + 600,
      ...claims,
    });
    const answer: Answer = provider === "apple" ? "form_post" : "fragment";
    if (answer === "fragment") {
      const fragment = new URLSearchParams({ id_token: idToken, state: ask("state") });
      await route.fulfill({ status: 302, headers: { location: `${ask("redirect_uri")}#${fragment}` } });
      return;
    }
    const fields = { id_token: idToken, state: ask("state"), code: "c-e2e" };
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
      .join("");
    await route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${ask("redirect_uri")}">${inputs}</form><script>document.forms[0].submit()</script>`,
    });
  });
  return seen;
}

test("Google: the button leads to the authorization endpoint and the signed answer signs in", async ({
  page,
  request,
  baseURL,
}) => {
  const app = new SessionPage(page, request);
  const email = `g-${randomUUID().slice(0, 8)}@example.com`;
  const seen = await actAsProvider(page, new URL(baseURL ?? "").port, "https://accounts.google.com/**", {
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: "Lin",
    family_name: "Yu",
  });
  await app.goto("/home");
  await app.openLogin();
  await expect(app.login.getByRole("button", { name: "Continue with Apple" })).toBeVisible();
  await screenshot(app.page, "login-third-party-desktop");
  await app.login.getByRole("button", { name: "Continue with Google" }).click();

  await expect(app.notice("You are signed in.")).toBeVisible();
  await expect(app.accountButton("Lin")).toBeVisible();
  expect(await app.sessionToken()).toBeTruthy();
  expect(page.url()).not.toContain("id_token");
  const asked = seen[0];
  expect(asked?.searchParams.get("response_type")).toBe("id_token");
  expect(asked?.searchParams.get("redirect_uri")).toBe(`${baseURL}/signin-callback`);
  expect(asked?.searchParams.get("nonce")).toMatch(/^[\w-]{32}$/);
  expect(app.consoleErrors).toEqual([]);
});

test("Apple: the form post comes back through the server and signs in", async ({ page, request, baseURL }) => {
  const app = new SessionPage(page, request);
  const email = `a-${randomUUID().slice(0, 8)}@privaterelay.appleid.com`;
  await actAsProvider(page, new URL(baseURL ?? "").port, "https://appleid.apple.com/**", {
    sub: `apple-${email}`,
    email,
    email_verified: "true",
  });
  await app.goto("/home");
  await app.openLogin();
  await app.login.getByRole("button", { name: "Continue with Apple" }).click();
  await expect(app.notice("You are signed in.")).toBeVisible();
  expect(await app.sessionToken()).toBeTruthy();
});

test("an answer to another request (wrong state) is refused", async ({ page, request, baseURL }) => {
  const app = new SessionPage(page, request);
  const port = new URL(baseURL ?? "").port;
  await page.route("https://accounts.google.com/**", (route) => {
    const asked = new URL(route.request().url()).searchParams;
    const now = Math.floor(Date.now() / 1000);
    const idToken = signIdToken(port, {
      iss: ISSUERS.google,
      aud: asked.get("client_id"),
      nonce: asked.get("nonce"),
      sub: "google-intruder",
      email: "intruder@example.com",
      email_verified: true,
      iat: now,
      exp: now + 600,
    });
    const location = `${asked.get("redirect_uri")}#id_token=${idToken}&state=forged`;
    return route.fulfill({ status: 302, headers: { location } });
  });
  await app.goto("/home");
  await app.openLogin();
  await app.login.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("main").getByText("The sign-in could not be verified. Please try again.")).toBeVisible();
  await expect.poll(() => app.sessionToken()).toBeNull();
  await page.getByRole("button", { name: "Back to sign in" }).click();
  await expect(app.login).toBeVisible();
});
