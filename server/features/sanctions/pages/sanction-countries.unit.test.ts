import { describe, expect, it } from "vitest";
import { assembleCountries, parseLabel } from "./sanction-countries.service.ts";

describe("parseLabel", () => {
  it("splits a label at its first colon, and refuses an empty side", () => {
    expect(parseLabel("ofac-sdn:IRAN-EO13902")).toEqual({ listId: "ofac-sdn", code: "IRAN-EO13902" });
    expect(parseLabel("un-sc:QDi:x")).toEqual({ listId: "un-sc", code: "QDi:x" });
    expect(parseLabel("ofac-sdn:")).toBeUndefined();
    expect(parseLabel(":IRAN")).toBeUndefined();
  });
});

describe("assembleCountries", () => {
  it("gives each country its programmes, the most entries first, and none to a country without", () => {
    const counts = [
      { country_code: "IR", entry_count: 5, entities: 3, individuals: 2, others: 0 },
      { country_code: "CH", entry_count: 1, entities: 1, individuals: 0, others: 0 },
    ];
    const programmes = [
      { country_code: "IR", list_id: "ofac-sdn", code: "NPWMD", name: null, entry_count: 1 },
      { country_code: "IR", list_id: "ofac-sdn", code: "IRAN", name: "Iran", entry_count: 4 },
      { country_code: "IR", list_id: "bis-dpl", code: "DPL", name: null, entry_count: 1 },
    ];
    const [iran, swiss] = assembleCountries(counts, programmes);
    expect(iran?.programmes.map((p) => p.label)).toEqual(["ofac-sdn:IRAN", "bis-dpl:DPL", "ofac-sdn:NPWMD"]);
    expect(iran).toMatchObject({ countryCode: "IR", entryCount: 5, entities: 3, individuals: 2 });
    expect(swiss?.programmes).toEqual([]);
  });
});
