import { describe, expect, it } from "vitest";
import { productTabOf } from "./product-tab-paths.ts";

describe("productTabOf", () => {
  it("finds the tab from the spec's paths, the ampersand encoded or not", () => {
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/tradeMap/map")).toBe("map");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/tradeTrends/index")).toBe("tradeTrends");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/origin%26Destination/index")).toBe("origin&Destination");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/competitiveness/index")).toBe("competitiveness");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/suppliers%26Buyers/index")).toBe("suppliers&Buyers");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/supplyChain/index")).toBe("supplyChain");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/products/index")).toBe("products");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/sanctionsSituation/list")).toBe("sanctionsSituation");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/shippingOverview/index")).toBe("shippingOverview");
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709/shippingOverview/importDetailProduct")).toBe(
      "importDetailProduct",
    );
    expect(productTabOf("/index/TradeProduct/TradeDetail/2709")).toBe("map");
  });
});
