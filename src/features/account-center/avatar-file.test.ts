import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "../../../contract/constants.ts";
import { isAcceptableAvatar } from "./avatar-file.ts";

describe("isAcceptableAvatar", () => {
  it("takes images under 2 MB", () => {
    expect(isAcceptableAvatar({ type: "image/png", size: 1200 })).toBe(true);
    expect(isAcceptableAvatar({ type: "image/jpeg", size: AVATAR_MAX_BYTES - 1 })).toBe(true);
  });

  it("refuses other types, empty files and files of 2 MB or more", () => {
    expect(isAcceptableAvatar({ type: "text/plain", size: 100 })).toBe(false);
    expect(isAcceptableAvatar({ type: "", size: 100 })).toBe(false);
    expect(isAcceptableAvatar({ type: "image/png", size: 0 })).toBe(false);
    expect(isAcceptableAvatar({ type: "image/png", size: AVATAR_MAX_BYTES })).toBe(false);
  });
});
