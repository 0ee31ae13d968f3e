import { describe, expect, it } from "vitest";
import { parseManagementSearch } from "./management-search.ts";

describe("management search params", () => {
  it("keeps valid filters and drops the rest", () => {
    expect(
      parseManagementSearch({ department: " Board ", status: "former", page: "3", person: 12, junk: "x" }),
    ).toEqual({
      department: "Board",
      status: "former",
      page: 3,
      person: "12",
    });
    expect(parseManagementSearch({ status: "everyone", page: "0", person: "12; drop", keyword: "  " })).toEqual({});
  });
});
