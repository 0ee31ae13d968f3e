import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import pluginLingui from "eslint-plugin-lingui";
import boundaries from "eslint-plugin-boundaries";
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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Each file is checked with the types of its part (tsconfig.json lists web, server, contract, tools).
      parserOptions: {
        projectService: {
          // A .tsx beside a .ts of the same name is left out of a tsconfig's `include` by TypeScript (it is in the
          // program only through imports), so the project service does not find it: these use the web config.
          allowDefaultProject: [
            "src/features/account-center/account-menu.tsx",
            "src/features/account-security/contact-form.tsx",
            "src/features/account-security/login-history.tsx",
          ],
          defaultProject: "tsconfig.web.json",
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", { selector: "ExportDefaultDeclaration", message: "Use named exports." }],
      // Off: Fastify plugins, hooks and handlers and the DatasetLoader and sync-transport interfaces are async by
      // contract (a Fastify plugin that is not async must call done()); many implement them without an await.
      "@typescript-eslint/require-await": "off",
      // TanStack Router's redirect() and notFound() are thrown by design.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "package", package: "@tanstack/router-core", name: ["Redirect", "NotFoundError"] }] },
      ],
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
                  "className|^on[A-Z]|Id$|id$|^to$|^href$|^src$|^type$|^key$|^role$|^name$|^as$|^variant$|^kind$|^method$|^path$|^testId|data-testid|^aria-haspopup|^autoComplete|^inputMode|^target$|^rel$|^size$|^side$|^align$|^placement$|^anchor$|^direction$|^mode$|^reValidateMode$|^status$|^tab$|^value$|^lang$",
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
    // Features import another feature only through its public index.ts; routes (src/routes, server/routes.ts,
    // server/datasets.ts) compose them. Tests may reach into another feature's fixtures.
    files: ["src/features/**/*.{ts,tsx}", "server/features/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.test-*.ts", "**/*test-support.ts", "**/*.fixture.ts", "**/*.fixtures.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "feature", pattern: ["src/features/*", "server/features/*"], capture: ["feature"] },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            {
              from: { element: { types: "feature" } },
              disallow: { to: { element: { types: "feature" } } },
              message: "A feature uses another feature only through its index.ts, never its internals.",
            },
            {
              from: { element: { types: "feature" } },
              allow: { to: { element: { types: "feature", fileInternalPath: "index.ts" } } },
            },
          ],
        },
      ],
    },
  },
  // data/ depends on server/ (its converters and demo tools use the server's readers and tables), never the reverse.
  ...[1, 2, 3, 4, 5].map((depth) => ({
    files: [`server/${"*/".repeat(depth - 1)}*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}data/`,
              message: "The server does not import data/ (data/ imports the server): move shared code to server/lib.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["src/routes/**/*.tsx"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**", "scripts/**", "bench/**", "data/**"],
    rules: { "lingui/no-unlocalized-strings": "off" },
  },
  {
    // Off in tests: API tests read replies with response.json(), typed `any`, and assert each field they read
    // with expect(); the typed client of the endpoint contract (issue 10, item 2) will type those replies.
    files: ["**/*.test.{ts,tsx}", "**/*.test-*.ts", "**/*test-support.ts", "**/*.fixture.ts", "tests/**"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["*.config.{ts,js}"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Plain JavaScript (this file) is in no TypeScript project.
    files: ["**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
