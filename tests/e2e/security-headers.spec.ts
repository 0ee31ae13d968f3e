import { expect, test } from "./csp-guard.ts";

// This spec needs the service worker (the offline shell); the others run without it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** Finding 5 (issue 20): the app runs under its strict Content-Security-Policy without a single violation. */

test("finding 5: the app shell loads under the strict CSP and registers its service worker", async ({ page }) => {
  const response = await page.goto("/home");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  await expect(page.getByRole("main")).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())))
    .toBe(true);
});

test("finding 5: an injected inline script is blocked and reported", async ({ page, cspViolations }) => {
  await page.goto("/home");
  await expect(page.getByRole("main")).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    const reported = new Promise((resolve) =>
      document.addEventListener("securitypolicyviolation", resolve, { once: true }),
    );
    document.body.append(script);
    await reported;
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // The guard saw it: this one violation is the test's own, so it is taken off the list.
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain("script-src");
  cspViolations.length = 0;
});
