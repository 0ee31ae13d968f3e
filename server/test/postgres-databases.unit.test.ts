import { describe, expect, it } from "vitest";
import { databaseUrlFor } from "./postgres-databases.ts";

describe("databaseUrlFor", () => {
  it("swaps the database of a socket address and keeps its options", () => {
    expect(databaseUrlFor("postgres://me@/csi_ci?host=/var/run/postgresql", "csi_test_ab")).toBe(
      "postgres://me@/csi_test_ab?host=/var/run/postgresql",
    );
  });

  it("swaps or adds the database of a TCP address", () => {
    expect(databaseUrlFor("postgresql://u:p@db.example:5433/app", "t1")).toBe("postgresql://u:p@db.example:5433/t1");
    expect(databaseUrlFor("postgres://u@localhost", "t1")).toBe("postgres://u@localhost/t1");
  });
});
