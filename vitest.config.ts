import { defineConfig } from "vitest/config";

/** Unit tests (fast, no database) and API tests (real database: PGlite, or PostgreSQL with DATABASE_URL). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "src/**/*.test.{ts,tsx}",
            "contract/**/*.test.ts",
            "server/**/*.unit.test.ts",
            "scripts/**/*.test.ts",
            "data/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["server/**/*.test.ts"],
          exclude: ["server/**/*.unit.test.ts"],
          globalSetup: ["server/test/database-template.setup.ts"],
          // Files share a worker's module cache: importing the app (Fastify, every feature) anew per
          // file was a fifth of the API tests' CPU. Each file still opens its own app and database; the
          // server's module state is read-only reference data, and no API test mocks a module.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
