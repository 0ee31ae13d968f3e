import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import pluginLingui from "eslint-plugin-lingui";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "node_modules",
      "src/routeTree.gen.ts",
      "test-results",
      "playwright-report",
      ".data",
      "coverage",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", { selector: "ExportDefaultDeclaration", message: "Use named exports." }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, lingui: pluginLingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "lingui/t-call-in-function": "error",
      "lingui/no-single-variables-to-translate": "error",
      "lingui/no-expression-in-message": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The web app talks to the server only through the API client." },
          ],
        },
      ],
    },
  },
  {
    // Visible text lives in components: every string there is translated or plainly not text.
    files: ["src/**/*.tsx"],
    plugins: { lingui: pluginLingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          ignore: ["^[^a-zA-Z]*$", "^[a-z0-9-_:./#@?=&%]+$", "^[A-Z_]+$"],
          ignoreNames: [
            {
              regex: {
                pattern:
                  "className|^on[A-Z]|Id$|id$|^to$|^href$|^src$|^type$|^key$|^role$|^name$|^as$|^variant$|^kind$|^method$|^path$|^testId|data-testid|^aria-haspopup|^autoComplete|^inputMode|^target$|^rel$|^size$|^side$|^align$|^placement$|^anchor$|^direction$|^mode$|^status$|^tab$|^value$|^lang$",
              },
            },
          ],
          ignoreFunctions: [
            "console.*",
            "Error",
            "URL",
            "URLSearchParams",
            "localStorage.*",
            "sessionStorage.*",
            "*.setItem",
            "*.getItem",
            "document.*",
            "new Error",
            "emitAppEvent",
            "onAppEvent",
            "api",
            // react-hook-form: a form's field names (form.field("firstName"), form.watch(…))
            "form.*",
            "navigate",
            "redirect",
            "matchMedia",
            "*.addEventListener",
            "*.removeEventListener",
            "Intl.*",
            "createFileRoute",
            "*.get",
            "*.set",
            "*.has",
            "*.startsWith",
            "*.endsWith",
            "*.includes",
            "*.test",
            "*.match",
            "*.replace",
            "*.split",
            "*.join",
            "cn",
            "clsx",
            "Symbol",
            "BroadcastChannel",
            "new BroadcastChannel",
            "Date",
            "new Date",
          ],
          useTsTypes: false,
        },
      ],
      "lingui/t-call-in-function": "error",
      "lingui/no-single-variables-to-translate": "error",
      "lingui/no-expression-in-message": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../../server/*", "../server/*", "**/server/**"],
              message: "The web app talks to the server only through the API client.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/routes/**/*.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**", "scripts/**", "bench/**", "data/**"],
    rules: { "lingui/no-unlocalized-strings": "off" },
  },
  {
    files: ["*.config.{ts,js}"],
    rules: { "no-restricted-syntax": "off" },
  },
);
