import { dataPath } from "../../../lib/data-files.ts";
import { readTsvObjects } from "../../../lib/tsv.ts";
import { latinText } from "./name-text.ts";
import { COMMON_LEGAL_FORMS } from "../../../lib/legal-forms.ts";

/**
 * The words of names that carry little or no identity: legal forms (ISO 20275, the GLEIF ELF code
 * list bundled in data/demo/elf-forms.tsv.gz, plus common English spellings), honorifics and
 * titles, generic business words and particles. See docs/SCREENING.md for the lists and why.
 */
const ELF_FILE = dataPath("demo", "elf-forms.tsv.gz");

const ENGLISH_FORMS: readonly string[] = [
  ...COMMON_LEGAL_FORMS,
  "limited liability company",
  "joint stock company",
  "closed joint stock company",
  "open joint stock company",
  "public joint stock company",
  "ooo",
  "oao",
  "zao",
  "pao",
  "fze",
  "fzco",
  "fzc",
  "fzllc",
  "sa de cv",
  "s a de c v",
  "gmbh",
  "sarl",
];

/** Abbreviations of the ELF list that are also ordinary words or name parts at the end of a name. */
const NOT_FORMS = new Set(["i", "ii", "a", "f", "son", "na", "al", "el", "et", "eu", "de", "so", "s", "p", "jv"]);

let legalForms: { all: Set<string>; start: Set<string> } | undefined;

/**
 * Legal forms as folded word sequences (up to 6 words): `all` (names and abbreviations, taken off
 * the end: "llc", "sociedad anonima", "co ltd") and `start` (abbreviations and the forms written
 * first, taken off the start: "ooo", "fze", "limited liability company").
 */
export function legalFormSets(): { all: Set<string>; start: Set<string> } {
  if (legalForms) return legalForms;
  const all = new Set(ENGLISH_FORMS);
  const start = new Set([...PREFIX_FORMS, ...ENGLISH_FORMS.filter((f) => !f.includes(" "))]);
  const fold = (value: string | null | undefined) => {
    const folded = latinText(value ?? "");
    return folded.length > 1 && !NOT_FORMS.has(folded) && folded.split(" ").length <= 6 ? folded : null;
  };
  for (const row of readTsvObjects(ELF_FILE)) {
    const name = fold(row.name_latin);
    if (name) all.add(name);
    for (const value of [...(row.abbreviation ?? "").split(";"), ...(row.abbreviation_latin ?? "").split(";")]) {
      const abbreviation = fold(value);
      if (!abbreviation) continue;
      all.add(abbreviation);
      start.add(abbreviation);
    }
  }
  for (const form of PREFIX_FORMS) all.add(form);
  legalForms = { all, start };
  return legalForms;
}

/** Legal forms written before the name (OFAC writes Russian forms in English, first). */
export const PREFIX_FORMS = new Set([
  "ooo",
  "oao",
  "zao",
  "pao",
  "ao",
  "tov",
  "pat",
  "pt",
  "cv",
  "jsc",
  "pjsc",
  "ojsc",
  "cjsc",
  "limited liability company",
  "joint stock company",
  "closed joint stock company",
  "open joint stock company",
  "public joint stock company",
  "private joint stock company",
  "obshchestvo s ogranichennoi otvetstvennostiu",
  "obshchestvo s ogranichennoy otvetstvennostyu",
  "aktsionernoe obshchestvo",
  "publichnoe aktsionernoe obshchestvo",
  "zakrytoe aktsionernoe obshchestvo",
  "otkrytoe aktsionernoe obshchestvo",
  "federal state unitary enterprise",
  "kabushiki kaisha",
  "cong ty",
  "cong ty tnhh",
  "cong ty co phan",
  "sherkat",
  "sharikat",
]);

/** Titles and honorifics before (or in) a person's name. */
export const HONORIFICS = new Set(
  `mr mrs ms miss mx dr doctor prof professor sir dame lord lady sheikh shaikh shaykh sheik cheikh haji hajji hadji
  alhaji mullah mulla maulana mawlawi maulvi mawlana mufti imam sayyid sayed seyed syed ayatollah hojatoleslam
  general gen colonel col major maj lieutenant lt captain capt brigadier brig admiral adm commander cmdr sergeant sgt
  marshal president minister ambassador excellency his her eng engr`
    .split(/\s+/)
    .filter(Boolean),
);

/** Generation marks at the end of a person's name. */
export const SUFFIXES = new Set(["jr", "sr", "junior", "senior", "ii", "iii", "iv"]);

/**
 * Generic words of organisation names: they may be compared, but never make a match alone
 * (watchman#338: BELLETECH CORP -> 11420 CORP).
 */
export const GENERIC_WORDS = new Set(
  `trading trade traders group groups holding holdings international intl company companies corporation industries
  industry industrial services service enterprise enterprises global general national investment investments invest
  capital partners partnership management development resources bank banking shipping ship logistics technologies
  technology tech systems solutions import export exports imports commercial commerce finance financial fund trust
  association foundation organization organisation society union center centre new first united world
  consulting construction engineering energy oil gas petroleum petrochemical chemical chemicals electronics marine
  maritime transport transportation airlines air aviation agency office bureau institute ministry department committee
  council authority project projects production products manufacturing factory plant works co operative cooperative
  store stores market markets supply supplies equipment machinery materials metals steel mining insurance
  exchange securities assets properties property real estate agro agricultural food foods medical pharma pharmaceutical
  health media communications telecom network networks line lines star gold golden green blue red east west north south
  middle asia asian africa african europe european america american pacific atlantic gulf`
    .split(/\s+/)
    .filter(Boolean),
);

/** Connecting words and name particles: compared, weighted lightly. */
export const PARTICLES = new Set(
  `the of and for in on at to a an de del della der den des di da do dos das du la le les van von vom zu y e et und
  al el ul ud ad ar as at bin ibn bint ben abu umm ould`
    .split(/\s+/)
    .filter(Boolean),
);
