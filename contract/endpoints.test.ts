import { describe, expect, it } from "vitest";
import { allEndpoints } from "./endpoints.ts";

describe("the endpoint maps", () => {
  const endpoints = allEndpoints();

  it("name each call once, by method and path", () => {
    const calls = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
  });

  it("take a GET's (and DELETE's) input from the query and a POST's from the body, never both", () => {
    // yente's match API takes its options (threshold, limit) in the query string beside the body.
    const YENTE_COMPATIBLE = ["/screening/match/:dataset"];
    const misplaced = endpoints.filter(
      (endpoint) =>
        // Spec §7: DELETE /file/ossfile/delete (query).
        (endpoint.method !== "POST" && endpoint.body) ||
        (endpoint.method === "POST" && endpoint.query && !YENTE_COMPATIBLE.includes(endpoint.path)) ||
        (endpoint.consumes?.[0] === "multipart/form-data" && endpoint.body),
    );
    expect(misplaced.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it("keep the spec's spellings", () => {
    const paths = endpoints.map((endpoint) => endpoint.path);
    expect(paths).toContain("/backgroud/getCompanySnapshot");
    expect(paths).toContain("/user/loginOut");
    expect(paths.filter((path) => path.includes("/background/"))).toEqual([]);
  });

  it("gate only calls that need a session", () => {
    const gated = endpoints.filter((endpoint) => endpoint.permission);
    expect(gated.length).toBeGreaterThan(0);
    expect(gated.filter((endpoint) => endpoint.auth !== "required")).toEqual([]);
  });
});
