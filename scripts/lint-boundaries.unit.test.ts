import { join, resolve } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "..");
// The project's own eslint.config.js, without the type-aware rules (the scratch files exist only in memory).
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The rule ids ESLint reports for `code` as if it were the file at `path`. */
async function ruleIds(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe("import boundaries (eslint.config.js)", { timeout: 60_000 }, () => {
  it("refuses a server feature importing another feature's internals", async () => {
    const code = 'import { aaaId } from "../companies/companies.columns.ts";\nexport const id = aaaId(1);\n';
    expect(await ruleIds("server/features/trade/scratch.ts", code)).toContain("boundaries/dependencies");
  });

  it("lets a server feature import another feature through its index.ts", async () => {
    const code = 'import { aaaId } from "../companies/index.ts";\nexport const id = aaaId(1);\n';
    expect(await ruleIds("server/features/trade/scratch.ts", code)).toEqual([]);
  });

  it("refuses a web feature importing another web feature's internals", async () => {
    const code = 'import { useCountries } from "../countries/use-countries.ts";\nexport const use = useCountries;\n';
    expect(await ruleIds("src/features/accounts/scratch.ts", code)).toContain("boundaries/dependencies");
  });

  it("refuses the server importing data/, and the web app importing the server", async () => {
    const fromServer =
      'import { loadDemoFiles } from "../../../data/demo/file-load.ts";\nexport const load = loadDemoFiles;\n';
    expect(await ruleIds("server/features/demo/scratch.ts", fromServer)).toContain("no-restricted-imports");
    const fromWeb = 'import { loadConfig } from "../../../server/config.ts";\nexport const c = loadConfig;\n';
    expect(await ruleIds("src/features/accounts/scratch.ts", fromWeb)).toContain("no-restricted-imports");
  });
});
