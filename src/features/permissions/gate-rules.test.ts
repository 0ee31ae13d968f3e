import { describe, expect, it } from "vitest";
import type { LockType } from "../../../contract/account-center.ts";
import { balancePageFor } from "../../lib/balance-pages.ts";
import { isAllowed, type Gate } from "./gate-rules.ts";

const LOCK_TYPES = [0, 1, 2, 3] as const satisfies readonly LockType[];
const lockTypesLetIn = (gate: Gate, userType = 1) =>
  LOCK_TYPES.filter((lockType) => isAllowed(gate, { lockType, userType }));

describe("spec §6 gates", () => {
  it("AI assistant: lockType 2 or 3 only", () => {
    expect(lockTypesLetIn("aiAssistant")).toEqual([2, 3]);
  });
  it("Report Issues and User Settings: blocked for lockType 0", () => {
    expect(lockTypesLetIn("reportIssues")).toEqual([1, 2, 3]);
    expect(lockTypesLetIn("userSettings")).toEqual([1, 2, 3]);
  });
  it("User Guide: lockType 2 only", () => {
    expect(lockTypesLetIn("userGuide")).toEqual([2]);
  });
  it("group management: userType 3 only, whatever the tier", () => {
    expect(lockTypesLetIn("groupManagement", 3)).toEqual([0, 1, 2, 3]);
    expect(lockTypesLetIn("groupManagement", 1)).toEqual([]);
    expect(lockTypesLetIn("groupManagement", 2)).toEqual([]);
  });
  it("Add Credits: hidden for userType 2 only", () => {
    expect(lockTypesLetIn("addCredits", 1)).toEqual([0, 1, 2, 3]);
    expect(lockTypesLetIn("addCredits", 3)).toEqual([0, 1, 2, 3]);
    expect(lockTypesLetIn("addCredits", 2)).toEqual([]);
  });
  it("sends organisation administrators to the quota page, others to add credit", () => {
    expect(balancePageFor(3)).toBe("/account/quota");
    expect(balancePageFor(1)).toBe("/index/addCredit");
    expect(balancePageFor(2)).toBe("/index/addCredit");
  });
});
