import { describe, expect, it } from "vitest";
import type { ShipmentSet } from "../../../contract/trade-company.ts";
import { groupShipments, type GroupRequest } from "./shipment-groups.ts";

/** Five records: two crude imports from Canada and Mexico (no value, kbbl), three bills of lading. */
const SET: ShipmentSet = {
  flow: "import",
  year: 2024,
  total: 5,
  truncated: false,
  partners: ["Acme Shipping", "Bolt Trading"],
  hsCodes: ["270900", "870323"],
  units: ["kbbl", "packages"],
  columns: {
    date: ["2024-08-20", "2024-08-01", "2024-07-01", "2024-04-01", "2024-03-01"],
    partner: [1, 0, 0, -1, -1],
    hsCode: [1, 1, -1, 0, 0],
    country: ["DE", "CN", "CN", "MX", "CA"],
    value: [300, 700, 500, null, null],
    quantity: [3, 7, null, 5, 10],
    unit: [1, 1, -1, 0, 0],
    isDemo: [true, true, true, false, false],
  },
  sources: [],
};
const ask = (request: Partial<GroupRequest>): GroupRequest => ({
  by: "partner",
  sort: "records",
  descending: true,
  filter: "",
  locale: "en",
  limit: 100,
  noneLabel: "(none)",
  ...request,
});

describe("groupShipments", () => {
  it("groups by partner, most records first, records without one together, and formats the figures", () => {
    const grouped = groupShipments(SET, ask({}));
    expect(grouped).toMatchObject({ records: 5, total: 5, truncated: false, matched: 5, groups: 3 });
    expect(grouped.rows.map((r) => [r.label, r.records, r.value, r.quantity, r.unit, r.share])).toEqual([
      ["(none)", 2, null, 15, "kbbl", 0.4],
      ["Acme Shipping", 2, 1200, null, null, 0.4],
      ["Bolt Trading", 1, 300, 3, "packages", 0.2],
    ]);
    expect(grouped.rows[1]).toMatchObject({
      key: "Acme Shipping",
      firstDate: "2024-07-01",
      lastDate: "2024-08-01",
      isDemo: true,
      text: { records: "2", value: "$1.2K", quantity: "–", share: "40%" },
    });
    expect(grouped.rows[0]).toMatchObject({ key: "", isDemo: false, text: { value: "–", quantity: "15 kbbl" } });
  });

  it("sorts by value (records without a value last) and by name, either way", () => {
    const byValue = groupShipments(SET, ask({ by: "product", sort: "value" }));
    expect(byValue.rows.map((r) => [r.key, r.value])).toEqual([
      ["870323", 1000],
      ["", 500],
      ["270900", null],
    ]);
    const ascending = groupShipments(SET, ask({ by: "product", sort: "value", descending: false }));
    expect(ascending.rows.map((r) => r.key)).toEqual(["270900", "", "870323"]);
    const byName = groupShipments(SET, ask({ by: "country", sort: "name", descending: false }));
    expect(byName.rows.map((r) => r.label)).toEqual(["Canada", "China", "Germany", "Mexico"]);
  });

  it("groups by month in time order with the month's name in the reader's language", () => {
    const months = groupShipments(SET, ask({ by: "month", sort: "name", descending: true, locale: "de" }));
    expect(months.rows.map((r) => [r.key, r.label, r.records])).toEqual([
      ["2024-08", "August 2024", 2],
      ["2024-07", "Juli 2024", 1],
      ["2024-04", "April 2024", 1],
      ["2024-03", "März 2024", 1],
    ]);
    expect(months.rows[0]?.text.value).toBe("1000\u00a0$");
  });

  it("keeps the records holding every word of the filter in partner, HS code, country code or name, or month", () => {
    const filtered = (filter: string, locale = "en") =>
      groupShipments(SET, ask({ by: "country", filter, locale })).rows.map((r) => r.key);
    expect(filtered("acme")).toEqual(["CN"]);
    expect(filtered("8703 germany")).toEqual(["DE"]);
    expect(filtered("Deutschland", "de")).toEqual(["DE"]);
    expect(filtered("2709 2024-03")).toEqual(["CA"]);
    expect(filtered("ca")).toEqual(["CA"]);
    const none = groupShipments(SET, ask({ filter: "nowhere" }));
    expect(none).toMatchObject({ records: 5, matched: 0, groups: 0, rows: [] });
  });

  it("answers at most `limit` groups and counts them all", () => {
    const grouped = groupShipments(SET, ask({ by: "country", limit: 2 }));
    expect(grouped.groups).toBe(4);
    expect(grouped.rows.map((r) => r.key)).toEqual(["CN", "CA"]);
  });
});
