import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

describe("the assistant's model settings", () => {
  const folder = mkdtempSync(join(tmpdir(), "csi-model-"));
  const file = join(folder, "analyst.gguf");
  writeFileSync(file, "GGUF");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("answers with the built-in analyst unless a provider or a model file is set", () => {
    expect(loadConfig({})).toMatchObject({ aiBaseUrl: undefined, aiModelPath: undefined });
    expect(loadConfig({ AI_MODEL_PATH: file }).aiModelPath).toBe(file);
  });

  it("refuses a model file that is not there, and a model file beside an OpenAI-compatible provider", () => {
    expect(() => loadConfig({ AI_MODEL_PATH: join(folder, "missing.gguf") })).toThrow(
      /AI_MODEL_PATH=.*missing\.gguf is not a file here/,
    );
    expect(() => loadConfig({ AI_MODEL_PATH: folder })).toThrow("is not a file here");
    expect(() => loadConfig({ AI_MODEL_PATH: file, AI_BASE_URL: "http://127.0.0.1:8081/v1" })).toThrow(
      "AI_MODEL_PATH and AI_BASE_URL are both set",
    );
  });
});
