/** Normalised kinds of identifier, from the label a list writes ("Tax ID No.", "Cedula No."). */
const KINDS: readonly [RegExp, string][] = [
  [/company number imo/i, "imo_company"],
  [/\bimo\b|international maritime organization/i, "imo"],
  [/\bmmsi\b/i, "mmsi"],
  [/passport|pasaporte/i, "passport"],
  [/swift|\bbic\b/i, "swift_bic"],
  [/legal entity number|\blei\b/i, "lei"],
  [/d-u-n-s/i, "duns"],
  [/digital currency address/i, "crypto_wallet"],
  [/phone/i, "phone"],
  [/e-?mail/i, "email"],
  [/website/i, "website"],
  [/tail number/i, "aircraft_tail_number"],
  [/serial number \(msn\)/i, "aircraft_msn"],
  [/construction number/i, "aircraft_construction_number"],
  [
    /tax|\brif\b|r\.f\.c\.|\bnit\b|\bruc\b|v\.a\.t\.|\bvat\b|fiscal code|c\.u\.i\.t\.|\bfein\b|\binn\b|\btin\b/i,
    "tax_id",
  ],
  [
    /national id|national foreign id|national identification|turkish identification|kenyan id|personal id|identity|identification card|id card|d\.n\.i\.|cedula|c\.u\.r\.p\.|\bssn\b|social security|\bni number\b|citizen/i,
    "national_id",
  ],
  [
    /registration|company number|chamber of comm|social credit code|commercial regist|folio mercantil|matricula mercantil|c\.r\. no|trade licen|gazette|economic register|\(uscc\)|incorporation|enterprise number|business number/i,
    "registration",
  ],
  [/driver/i, "driving_licence"],
  [/travel document/i, "travel_document"],
  [/licen[cs]e/i, "license"],
];

export function identifierKind(label: string): string {
  for (const [pattern, kind] of KINDS) if (pattern.test(label)) return kind;
  return "other";
}
