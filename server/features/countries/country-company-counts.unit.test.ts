import { describe, expect, it } from "vitest";
import { DATASETS } from "../../datasets.ts";
import type { DatasetLoader } from "../../lib/dataset-loader.ts";
import { REFERENCE_DATASETS } from "../reference/reference.datasets.ts";
import { SANCTIONS_DATASETS } from "../sanctions/sanctions.datasets.ts";
import { COUNTRY_COMPANY_COUNTS, countryCompanyCountsDataset } from "./country-company-counts.ts";

const fake = (name: string, version: string): DatasetLoader => ({
  name,
  version,
  source: "test",
  licence: "test",
  load: async () => 0,
});

describe("the country company counts data set", () => {
  it("is registered last, after reference and sanctions data, which come first", () => {
    const names = DATASETS.map((d) => d.name);
    expect(names.at(-1)).toBe(COUNTRY_COMPANY_COUNTS);
    expect(names.slice(0, REFERENCE_DATASETS.length + SANCTIONS_DATASETS.length)).toEqual(
      [...REFERENCE_DATASETS, ...SANCTIONS_DATASETS].map((d) => d.name),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it("gets a new version whenever another data set's version changes", () => {
    let companies = fake("companies", "v1");
    const all = () => [fake("countries", "a"), companies];
    const counts = countryCompanyCountsDataset(all);
    const first = counts.version;
    expect(counts.version).toBe(first);
    companies = fake("companies", "v2");
    expect(counts.version).not.toBe(first);
  });
});
