import { describe, expect, it } from "vitest";
import { companyTabOf } from "./tab-paths.ts";

describe("companyTabOf", () => {
  it("names the tab the location ends with, the map otherwise", () => {
    expect(companyTabOf("/index/tradeCompany/Trade/A1/partners/index")).toBe("partners");
    expect(companyTabOf("/index/tradeCompany/Trade/A1/shippingOverview/index")).toBe("shippingOverview");
    expect(companyTabOf("/index/tradeCompany/Trade/A1/shippingOverview/importDetailCompany")).toBe(
      "importDetailCompany",
    );
    expect(companyTabOf("/index/tradeCompany/Trade/A1/creditOpinion/list")).toBe("creditOpinion");
    expect(companyTabOf("/index/tradeCompany/Trade/A1/supplyChain/index")).toBe("supplyChain");
    expect(companyTabOf("/index/tradeCompany/Trade/A1/competitiveness/index")).toBe("competitiveness");
    expect(companyTabOf("/index/tradeCompany/Trade/A1")).toBe("map");
  });
});
