import { readTsvObjects } from "../../../lib/tsv.ts";
import { dataPath } from "../../../lib/data-files.ts";
import type { Rng } from "./prng.ts";

/**
 * Legal forms for demo companies, from the ISO 20275 (ELF) list of their jurisdiction. The common
 * business forms of the larger economies are listed below by ELF code with a share and the short
 * form written in company names ("native|latin" when the native script is not Latin; prefix forms
 * start with "^"). Other jurisdictions on the list draw from their business forms that have an
 * abbreviation; jurisdictions not on the list get no legal form.
 */
const CURATED: Record<string, string> = {
  GB: "H0PO:85:Ltd B6ES:5:PLC Z0EY:10:LLP",
  DE: "2HBR:60:GmbH 63KS:10:UG_(haftungsbeschränkt) 6QQB:5:AG 8Z6G:15:GmbH_&_Co._KG OL20:10:e.K.",
  FR: "6CHY:40:SAS V9QP:40:SARL K65D:10:SA H1U2:5:SNC ZY9X:5:-",
  IT: "OV32:70:S.r.l. P418:15:S.p.A. 8GU1:15:S.r.l.s.",
  ES: "DP3Q:75:S.L. 5RDO:15:S.A. R6UT:10:S.L.U.",
  NL: "54M6:75:B.V. B5PM:5:N.V. 62Y3:10:V.O.F. 4QXM:10:-",
  BE: "3W7E:70:BV R85P:20:NV UW1Y:10:VOF",
  LU: "DVXS:60:SARL 5GGB:30:SA 2IGL:10:-",
  CH: "3EKS:45:GmbH MVII:40:AG AZA0:15:-",
  AT: "AXSB:70:GmbH EQOV:10:AG ONF1:20:KG",
  LI: "Y8LH:40:GmbH 7RRP:50:AG ANSR:10:KG",
  SE: "XJHM:85:AB BEAY:15:HB",
  NO: "YI42:85:AS IQGE:5:ASA EXD7:10:ENK",
  DK: "H8VP:55:ApS ZRPO:35:A/S FUKI:10:-",
  FI: "DKUW:85:Oy K6VE:5:Oyj PPMX:10:Ay",
  IS: "M8SS:85:ehf. E4KB:15:hf.",
  IE: "MNQ7:90:Ltd C58S:10:CLG",
  PL: "O7XB:75:sp._z_o.o. FJ0E:10:S.A. 629I:15:sp.j.",
  CZ: "9HLU:85:s.r.o. 6CQN:15:a.s.",
  SK: "VSZS:85:s.r.o. 2EEG:15:a.s.",
  HU: "P9F2:70:Kft. BKUX:15:Zrt. S3DA:15:Bt.",
  SI: "KBKD:85:d.o.o. 1OR3:15:d.d.",
  HR: "OQWO:85:d.o.o. LUMA:15:d.d.",
  RO: "XHN1:85:SRL ANDT:10:SA F68H:5:SNC",
  BG: "VJ3G:50:ООД|OOD WVIN:30:ЕООД|EOOD WTK4:10:АД|AD 946C:10:ЕТ|ET",
  RS: "KIU5:85:д.о.о.|d.o.o. YVPW:15:а.д.|a.d.",
  MK: "KHAB:85:ДОО|DOO DTIU:15:АД|AD",
  GR: "QCA0:40:ΙΚΕ|IKE H6OR:15:ΕΠΕ|EPE W2NK:15:ΑΕ|AE TIZ2:15:ΟΕ|OE 54AL:15:ΕΕ|EE",
  CY: "K9L6:90:Λτδ|Ltd RCPI:10:-",
  PT: "USOG:60:Lda. VF4C:25:Unipessoal_Lda. DFE5:15:S.A.",
  EE: "JC0Y:85:OÜ 9LJA:15:AS",
  LV: "ES2D:85:SIA VJBO:15:AS",
  LT: "BPLS:85:UAB 81KA:15:AB",
  MT: "V89C:90:Ltd C061:10:PLC",
  RU: "17R7:80:^ООО|OOO JZBN:12:^АО|AO 4TYO:3:^ПАО|PAO",
  BY: "AABD:80:^ООО|OOO 106J:10:^ЗАО|ZAO 9X63:10:^УП|UP",
  TR: "R5UT:70:Ltd._Şti. W2SQ:25:A.Ş. ONVA:5:Kom._Şti.",
  AZ: "6JHZ:85:MMC M4LU:15:QSC",
  JP: "T417:80:株式会社|Kabushiki_Kaisha 7QQ0:15:合同会社|Godo_Kaisha DYQK:5:有限会社|Yugen_Kaisha",
  KR: "5RCH:85:주식회사|Co.,_Ltd. J3U5:15:유한회사|Yuhanhoesa",
  CN: "ECAK:100:公司|Co.",
  HK: "254M:90:有限公司|Limited EPG7:10:有限公司|Limited",
  SG: "LWXI:90:Pte._Ltd. 5SGV:10:LLP",
  MY: "XEOV:90:Sdn._Bhd. 7OYN:10:Bhd.",
  ID: "UD1V:80:^PT B8VT:15:^CV BJT3:5:^Fa",
  PH: "WHGH:85:Inc. KJOW:15:OPC",
  IN: "YSP9:85:Pvt._Ltd. DDKQ:10:Ltd. U5S6:5:LLP",
  PK: "4XMS:80:Pvt._Ltd. 88OX:10:SMC RKYF:10:Ltd.",
  KH: "15BP:90:Co.,_Ltd. BQ0P:10:Plc.",
  AU: "TXVC:85:Pty_Ltd R4KK:10:Ltd J4JC:5:LP",
  NZ: "P2R9:90:Ltd F7KI:10:LP",
  ZA: "GQVQ:85:(Pty)_Ltd XE4Z:5:Ltd 4YUU:10:CC",
  CA: "UDLA:100:Inc.",
  MX: "JGV1:60:S.A._de_C.V. XLVZ:30:S._de_R.L._de_C.V. B8CE:10:S.A.",
  BR: "QHW1:80:Ltda. X0SD:15:S.A. OB5J:5:EIRELI",
  AR: "F0A6:70:S.A. WUAZ:30:S.A.U.",
  CL: "CVDP:40:Ltda. KUUZ:30:SpA OA6N:30:S.A.",
  CO: "KYVO:60:S.A.S. WX45:20:Ltda. 3RHN:20:S.A.",
  PE: "CHX6:50:S.A.C. 73C0:20:S.R.L. H8G2:20:E.I.R.L. I695:10:S.A.",
  AE: "RWVW:85:L.L.C. JGNU:5:P.J.S.C. MV4S:10:-",
  QA: "ADV0:80:ذ.م.م|W.L.L. W50Q:20:ش.م.خ|Q.P.S.C.",
  SA: "TTE8:80:- 78VH:20:-",
  JO: "6B39:80:ذ.م.م|L.L.C. FZAC:20:ش.م.خ|P.S.C.",
  TN: "WSE1:60:SARL AF67:25:SUARL YVSL:15:SA",
  KY: "OSBR:80:Ltd MPUG:10:LLC XAQA:10:LP",
  VG: "6EH6:100:Ltd",
  JE: "SQXV:90:Limited JOX1:10:PLC",
  GG: "E6J3:100:Ltd",
};

/** US forms by state of formation: most demo US companies are Delaware ones, like real ones. */
const US_STATES: readonly [string, number][] = [
  ["US-DE", 50],
  ["US-CA", 8],
  ["US-NY", 8],
  ["US-TX", 8],
  ["US-FL", 6],
  ["US-NV", 5],
  ["US-WA", 3],
  ["US-IL", 3],
  ["US-NJ", 3],
  ["US-GA", 3],
  ["US-MA", 3],
];

const NON_BUSINESS =
  /associa|foundation|fondation|stiftung|fundaç|fundac|verein|relig|church|politi|syndicat|union|co-?op|coop|mutu|fund|trust|charit|municip|public|publique|state|govern|school|hospital|club|society|social|notar|lawyer|avocat|condominium|non.?profit|sans but|branch|foreign|представ|филиал/i;

export type LegalForm = {
  elf: string;
  name: string;
  display: string | null;
  displayLatin: string | null;
  prefix: boolean;
};
type ElfRow = Record<string, string | null>;

let byCountry: Map<string, ElfRow[]> | undefined;
function elfRows(): Map<string, ElfRow[]> {
  if (!byCountry) {
    byCountry = new Map();
    for (const row of readTsvObjects(dataPath("demo", "elf-forms.tsv.gz"))) {
      const key = row.subdivision ?? row.country ?? "";
      byCountry.set(key, [...(byCountry.get(key) ?? []), row]);
    }
  }
  return byCountry;
}

function parseCurated(spec: string, rows: ElfRow[]): { form: LegalForm; weight: number }[] {
  return spec.split(" ").flatMap((entry) => {
    const [elf = "", weight = "1", display = "-"] = entry.split(":");
    const row = rows.find((r) => r.elf === elf);
    if (!row) return [];
    const prefix = display.startsWith("^");
    const [native = "", latin] = display.replace(/^\^/, "").replace(/_/g, " ").split("|");
    const shown = native === "-" ? null : native;
    return [
      {
        form: {
          elf,
          name: row.name ?? "",
          display: shown,
          displayLatin: shown === null ? null : (latin ?? native),
          prefix,
        },
        weight: Number(weight),
      },
    ];
  });
}

function heuristic(rows: ElfRow[]): { form: LegalForm; weight: number }[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const abbreviation = (row.abbreviation ?? "").split(";")[0]?.replace(/^"([^"]+)".*$/, "$1") || null;
    if (!abbreviation || NON_BUSINESS.test(`${row.name} ${row.name_latin ?? ""}`) || seen.has(row.elf ?? "")) return [];
    seen.add(row.elf ?? "");
    const latin = (row.abbreviation_latin ?? "").split(";")[0] || abbreviation;
    return [
      {
        form: { elf: row.elf ?? "", name: row.name ?? "", display: abbreviation, displayLatin: latin, prefix: false },
        weight: 1,
      },
    ];
  });
}

function usStateForms(state: string): { form: LegalForm; weight: number }[] {
  const rows = elfRows().get(state) ?? [];
  const corporation = rows.find(
    (r) =>
      /\bcorporation\b/i.test(r.name ?? "") &&
      !/non.?profit|professional|close|benefit|relig|cooperative|foreign/i.test(r.name ?? ""),
  );
  const llc = rows.find(
    (r) => /limited liability company/i.test(r.name ?? "") && !/professional|foreign|series/i.test(r.name ?? ""),
  );
  const forms: { form: LegalForm; weight: number }[] = [];
  if (corporation)
    forms.push({
      form: {
        elf: corporation.elf ?? "",
        name: corporation.name ?? "",
        display: "Inc.",
        displayLatin: "Inc.",
        prefix: false,
      },
      weight: 60,
    });
  if (llc)
    forms.push({
      form: { elf: llc.elf ?? "", name: llc.name ?? "", display: "LLC", displayLatin: "LLC", prefix: false },
      weight: 40,
    });
  return forms;
}

export type FormChooser = (rng: Rng) => { form: LegalForm; jurisdiction: string } | undefined;

/** A chooser of legal form (and jurisdiction of formation) for the companies of one country. */
export function legalFormChooser(iso2: string): FormChooser {
  if (iso2 === "US") {
    const states = US_STATES.map(([state, weight]) => ({ state, weight, forms: usStateForms(state) })).filter(
      (s) => s.forms.length,
    );
    return (rng) => {
      const state = states[rng.weighted(states.map((s) => s.weight))];
      const choice = state?.forms[rng.weighted(state.forms.map((f) => f.weight))];
      return choice && state ? { form: choice.form, jurisdiction: state.state } : undefined;
    };
  }
  const rows = elfRows().get(iso2) ?? [];
  const spec = CURATED[iso2];
  const options = spec ? parseCurated(spec, rows) : heuristic(rows);
  if (options.length === 0) return () => undefined;
  const weights = options.map((o) => o.weight);
  return (rng) => ({ form: (options[rng.weighted(weights)] ?? options[0])!.form, jurisdiction: iso2 });
}

/** Every (jurisdiction, ELF code) pair of the list: what the tests check demo forms against. */
export function elfCodesByJurisdiction(): Map<string, Set<string>> {
  return new Map([...elfRows()].map(([key, rows]) => [key, new Set(rows.map((r) => r.elf ?? ""))]));
}
