import { describe, expect, it } from "vitest";
import { countryTabOf } from "./tab-paths.ts";

describe("countryTabOf", () => {
  it("names the tab by the last two parts of the path, the map otherwise", () => {
    expect(countryTabOf("/index/TradeCountry/TradeDetail/US/countryData/index")).toBe("countryData");
    expect(countryTabOf("/index/TradeCountry/TradeDetail/US/enterprises/importDetailCountry")).toBe(
      "importDetailCountry",
    );
    expect(countryTabOf("/index/TradeCountry/TradeDetail/US/enterprises/index")).toBe("enterprises");
    expect(countryTabOf("/index/TradeCountry/TradeDetail/US/creditOpinion/list")).toBe("creditOpinion");
    expect(countryTabOf("/index/TradeCountry/TradeDetail/US")).toBe("map");
  });
});
