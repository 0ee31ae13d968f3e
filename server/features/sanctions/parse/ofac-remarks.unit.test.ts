import { describe, expect, it } from "vitest";
import { parseIdentifier, parseOfacRemarks, remarkSegments } from "./ofac-remarks.ts";

// Remarks copied from the OFAC SDN list of 2024-05-03 (entries 6905, 4243, 31995, 31164, 7782, 2679, 906).
describe("parseOfacRemarks", () => {
  it("reads birth date and place, nationality, gender, a passport with its country and notes, weak aliases", () => {
    const facts = parseOfacRemarks(
      "DOB 12 Mar 1971; POB Riyadh, Saudi Arabia; nationality Palestinian; Gender Male; Passport 484824 (Egypt) issued 18 Jan 1984; a.k.a. 'ABU ZUBAIDA'; a.k.a. 'ABU ZUBAYDAH'.",
    );
    expect(facts.birthDates).toEqual([
      { text: "12 Mar 1971", year: 1971, month: 3, day: 12, yearTo: null, isApproximate: false },
    ]);
    expect(facts.birthPlaces).toEqual([{ place: "Riyadh, Saudi Arabia", countryCode: "SA" }]);
    expect(facts.nationalities).toEqual([{ country: "Palestinian", countryCode: "PS", kind: "nationality" }]);
    expect(facts.details.gender).toBe("Male");
    expect(facts.identifiers).toEqual([
      {
        idType: "passport",
        label: "Passport",
        value: "484824",
        country: "Egypt",
        countryCode: "EG",
        notes: "issued 18 Jan 1984",
      },
    ]);
    expect(facts.names.map((n) => [n.name, n.nameType, n.quality])).toEqual([
      ["ABU ZUBAIDA", "aka", "weak"],
      ["ABU ZUBAYDAH", "aka", "weak"],
    ]);
  });

  it("reads a vessel's IMO number and former names", () => {
    const facts = parseOfacRemarks(
      "Vessel Registration Identification IMO 7406784; f.k.a. 'ANA I'; f.k.a. 'SAND SWAN'.",
    );
    expect(facts.identifiers).toEqual([
      expect.objectContaining({ idType: "imo", label: "Vessel Registration Identification IMO", value: "7406784" }),
    ]);
    expect(facts.names.map((n) => n.nameType)).toEqual(["fka", "fka"]);
  });

  it("splits a label from a value that starts with letters, and keeps links", () => {
    const facts = parseOfacRemarks(
      "Organization Established Date 1991; V.A.T. Number BG 121024920 (Bulgaria); Linked To: BOJKOV, Vassil Kroumov.",
    );
    expect(facts.identifiers).toEqual([
      {
        idType: "tax_id",
        label: "V.A.T. Number",
        value: "BG 121024920",
        country: "Bulgaria",
        countryCode: "BG",
        notes: null,
      },
    ]);
    expect(facts.details.linkedTo).toEqual(["BOJKOV, Vassil Kroumov"]);
  });

  it("reads digital currency addresses, e-mail, SWIFT and websites", () => {
    const wallets = parseOfacRemarks(
      "Email Address Africonline@protonmail.com; Secondary sanctions risk: Ukraine-/Russia-Related Sanctions Regulations, 31 CFR 589.201 and/or 589.209; Digital Currency Address - ZEC t1MMXtBrSp1XG38Lx9cePcNUCJj5vdWfUWL; a.k.a. 'AFRIC'.",
    );
    expect(wallets.identifiers.map((i) => [i.idType, i.label, i.value])).toEqual([
      ["email", "Email Address", "Africonline@protonmail.com"],
      ["crypto_wallet", "Digital Currency Address - ZEC", "t1MMXtBrSp1XG38Lx9cePcNUCJj5vdWfUWL"],
    ]);
    const bank = parseOfacRemarks(
      "SWIFT/BIC HAVIGB2L; Website www.havanaintbank.co.uk; alt. Website www.hib.uk.com; Company Number 01074897 (United Kingdom).",
    );
    expect(bank.identifiers.map((i) => [i.idType, i.value, i.countryCode])).toEqual([
      ["swift_bic", "HAVIGB2L", null],
      ["website", "www.havanaintbank.co.uk", null],
      ["website", "www.hib.uk.com", null],
      ["registration", "01074897", "GB"],
    ]);
  });

  it("reads approximate and alternative birth dates, not dates as identifiers", () => {
    expect(parseOfacRemarks("DOB circa 1951; POB Foca, Bosnia-Herzegovina.").birthDates[0]).toMatchObject({
      year: 1951,
      isApproximate: true,
    });
    const facts = parseOfacRemarks(
      "DOB 1938; alt. DOB 1936; POB Najf Al Ashraf (Najaf), Iraq; Leading Ideological Figure of HIZBALLAH.",
    );
    expect(facts.birthDates.map((d) => d.year)).toEqual([1938, 1936]);
    expect(facts.birthPlaces[0]?.countryCode).toBe("IQ");
    expect(facts.identifiers).toEqual([]);
    expect(parseIdentifier("Organization Established Date 1969")).toBeNull();
    expect(parseIdentifier("DOB 01 Jan 1960 to 31 Dec 1962")).toBeNull();
  });

  it("splits on semicolons outside brackets only", () => {
    expect(remarkSegments("a (b; c); d")).toEqual(["a (b; c)", "d"]);
  });
});
