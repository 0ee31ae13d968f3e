import { describe, expect, it } from "vitest";
import { allEndpoints } from "./endpoints.ts";
import {
  ORG_PERMISSIONS,
  ORG_PERMISSION_KEYS,
  mayUse,
  parsePermissionList,
  permissionCovering,
} from "./org-permissions.ts";

const member = (over: Partial<Parameters<typeof mayUse>[0]> = {}) => ({
  userType: 2,
  accountStatus: 1,
  roleStatus: 1,
  granted: new Set(["portfolio"]),
  ...over,
});

describe("organisation permissions", () => {
  it("limits only members, and only by an active account with a Valid role holding the key", () => {
    expect(mayUse(member(), "portfolio")).toBe(true);
    expect(mayUse(member(), "tags")).toBe(false);
    expect(mayUse(member({ roleStatus: 0 }), "portfolio")).toBe(false);
    expect(mayUse(member({ roleStatus: null }), "portfolio")).toBe(false);
    expect(mayUse(member({ accountStatus: 0 }), "portfolio")).toBe(false);
    for (const userType of [1, 3]) expect(mayUse(member({ userType, granted: new Set() }), "tags")).toBe(true);
  });

  it("finds the key covering a call by exact path or by folder", () => {
    expect(permissionCovering("/collection/showItems")).toBe("portfolio");
    expect(permissionCovering("/company/export")).toBe("exportCompanies");
    expect(permissionCovering("/company/exportAll")).toBeUndefined();
    expect(permissionCovering("/notification/getNotificationList")).toBeUndefined();
  });

  it("names only calls the API has: every covered path matches an endpoint", () => {
    const paths = allEndpoints().map((endpoint) => endpoint.path as string);
    for (const key of ORG_PERMISSION_KEYS)
      for (const covered of ORG_PERMISSIONS[key] as readonly string[])
        expect(paths.some((path) => (covered.endsWith("/") ? path.startsWith(covered) : path === covered))).toBe(true);
  });

  it("parses a comma-separated list into catalogue order, refusing unknown keys", () => {
    expect(parsePermissionList(" tags, portfolio ,,")).toEqual(["portfolio", "tags"]);
    expect(parsePermissionList("")).toEqual([]);
    expect(parsePermissionList("portfolio,constructor")).toBeNull();
  });
});
