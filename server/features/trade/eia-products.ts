/**
 * EIA-814 product codes to HS 2022 headings (4 digits), by the product's definition. Products whose
 * heading depends on details the report does not give (renewable diesel, natural gasoline,
 * "other" and "miscellaneous" products) are left without an HS code.
 */
const HEADINGS: Record<string, readonly number[]> = {
  "2709": [25],
  "2710": [
    51, 111, 112, 117, 118, 127, 130, 138, 139, 215, 216, 311, 457, 460, 465, 466, 467, 468, 508, 509, 510, 820, 822,
    824, 830, 840, 850, 854,
  ],
  "2711": [251, 252, 253],
  "2712": [70],
  "2713": [21, 931],
  "2207": [141],
  "2909": [142, 144],
  "3826": [203],
  "2901": [632, 633, 634],
};

const byProduct = new Map<number, string>(
  Object.entries(HEADINGS).flatMap(([heading, codes]) => codes.map((code) => [code, heading] as const)),
);

export function hsOfEiaProduct(code: number | string | null): string | null {
  return code === null ? null : (byProduct.get(Number(code)) ?? null);
}
