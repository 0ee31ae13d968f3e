import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { rawDataDir } from "./data-files.ts";

describe("rawDataDir", () => {
  it("is RAW_DATA_DIR, resolved from the working folder", () => {
    expect(rawDataDir({ RAW_DATA_DIR: "/srv/downloads" })).toBe("/srv/downloads");
    expect(rawDataDir({ RAW_DATA_DIR: "downloads" })).toBe(resolve("downloads"));
  });

  it("is ../shared/data beside the repository when RAW_DATA_DIR is unset or empty", () => {
    const beside = join(import.meta.dirname, "..", "..", "..", "shared", "data");
    expect(rawDataDir({})).toBe(beside);
    expect(rawDataDir({ RAW_DATA_DIR: "" })).toBe(beside);
  });
});
