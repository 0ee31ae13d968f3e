import { describe, expect, it } from "vitest";
import { avatarUrl } from "./avatar.ts";

describe("avatarUrl", () => {
  it("points at the download endpoint with the resource key, and is null without one", () => {
    expect(avatarUrl("avatar-a1_b2")).toBe("/csi/usercenter/download?resource=avatar-a1_b2");
    expect(avatarUrl("a b&c")).toBe("/csi/usercenter/download?resource=a%20b%26c");
    expect(avatarUrl(null)).toBeNull();
    expect(avatarUrl("")).toBeNull();
  });
});
