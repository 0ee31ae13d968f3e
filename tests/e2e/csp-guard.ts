import { expect, test as base } from "@playwright/test";

export { expect };

const MARK = "[csp-violation]";

/**
 * Playwright's `test` with one automatic check: a test fails when any page of its browser context
 * reports a Content-Security-Policy violation (a CSP that is too strict breaks things silently:
 * a blocked script or style only shows in the console).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((mark) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      }, MARK);
      context.on("console", (message) => {
        if (message.text().startsWith(MARK)) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
