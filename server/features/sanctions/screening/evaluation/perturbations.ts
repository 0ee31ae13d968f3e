/**
 * Realistic ways a screened name differs from the listed one, each seeded: the evaluation's
 * positives are list names changed by one of these (docs/SCREENING.md).
 */
export type Random = () => number;

/** mulberry32: a small seeded generator, so that every run builds the same cases. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** The name's words, punctuation gone ("BIN LADIN, Usama" -> [BIN, LADIN, Usama]). */
export const wordsIn = (name: string) => name.split(/[\s,;/()"]+/).filter((w) => /\p{L}|\d/u.test(w));

/** One random edit (substitution, insertion, deletion or swap of neighbours) in a word of 4 letters or more. */
export function typo(name: string, random: Random): string | null {
  const words = wordsIn(name);
  const long = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 4);
  if (long.length === 0) return null;
  const [word, index] = pick(random, long);
  const at = 1 + Math.floor(random() * (word.length - 1));
  const letter = pick(random, [...LETTERS]);
  const edits = [
    () => word.slice(0, at) + letter + word.slice(at + 1),
    () => word.slice(0, at) + letter + word.slice(at),
    () => word.slice(0, at) + word.slice(at + 1),
    () => (at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at)),
  ];
  words[index] = pick(random, edits)();
  return words.join(" ");
}

/** The words in another order: "SURNAME, Given Middle" as "Given Middle SURNAME", or rotated. */
export function reorder(name: string, random: Random): string | null {
  const words = wordsIn(name);
  if (words.length < 2) return null;
  const comma = name.indexOf(",");
  if (comma > 0 && random() < 0.5) {
    return [...wordsIn(name.slice(comma + 1)), ...wordsIn(name.slice(0, comma))].join(" ");
  }
  const shift = 1 + Math.floor(random() * (words.length - 1));
  return [...words.slice(shift), ...words.slice(0, shift)].join(" ");
}

/** A middle word dropped (names of three words or more). */
export function dropMiddle(name: string, random: Random): string | null {
  const words = wordsIn(name);
  if (words.length < 3) return null;
  words.splice(1 + Math.floor(random() * (words.length - 2)), 1);
  return words.join(" ");
}

/** Spelling changes between romanisation systems (Arabic, Persian, Russian names in Latin letters). */
const SPELLINGS: readonly [RegExp, string][] = [
  [/mohammed|mohammad|muhammad|mohamed/i, "Muhammed"],
  [/ou/i, "u"],
  [/(?<=\w)u(?=\w)/i, "ou"],
  [/ee/i, "i"],
  [/(?<=\w)i(?=[aeou])/i, "y"],
  [/(?<=\w)y(?=[aeou])/i, "i"],
  [/kh/i, "h"],
  [/sh/i, "ch"],
  [/ph/i, "f"],
  [/dh/i, "d"],
  [/q/i, "k"],
  [/(?<=\w)ck/i, "k"],
  [/\bj/i, "dj"],
  [/\bdj/i, "j"],
  [/w/i, "v"],
  [/\babd(?:ul|el|al)\b/i, "Abdoul"],
  [/\bel[- ]/i, "al-"],
  [/\bal[- ]/i, "el "],
  [/ai/i, "ay"],
  [/ei/i, "ey"],
  [/iy\b/i, "i"],
  [/ov\b/i, "off"],
  [/(?<=\w)ss(?=\w)/i, "s"],
  [/(?<=[aeiou])s(?=[aeiou])/i, "ss"],
];

/** One or two spelling changes of another romanisation system. */
export function respell(name: string, random: Random): string | null {
  const applicable = SPELLINGS.filter(([pattern]) => pattern.test(name));
  if (applicable.length === 0) return null;
  let text = name;
  const times = applicable.length > 1 && random() < 0.5 ? 2 : 1;
  for (let i = 0; i < times; i++) {
    const [pattern, replacement] = pick(random, applicable);
    text = text.replace(pattern, replacement);
  }
  return text === name ? null : text;
}

/** Latin to Cyrillic as a Russian clerk would write the name (the engine romanises it back by ICAO). */
const CYRILLIC: readonly [string, string][] = [
  ["shch", "щ"],
  ["ph", "ф"],
  ["th", "т"],
  ["ck", "к"],
  ["ee", "и"],
  ["oo", "у"],
  ["ou", "у"],
  ["qu", "кв"],
  ["ce", "се"],
  ["ci", "си"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ts", "ц"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["ya", "я"],
  ["yu", "ю"],
  ["ye", "е"],
  ["yo", "ё"],
  ["a", "а"],
  ["b", "б"],
  ["c", "к"],
  ["d", "д"],
  ["e", "е"],
  ["f", "ф"],
  ["g", "г"],
  ["h", "х"],
  ["i", "и"],
  ["j", "дж"],
  ["k", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["q", "к"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["v", "в"],
  ["w", "в"],
  ["x", "кс"],
  ["y", "й"],
  ["z", "з"],
];

export function toCyrillic(name: string): string | null {
  const words = wordsIn(name.toLowerCase());
  if (!words.some((w) => /[a-z]/.test(w))) return null;
  return words
    .map((word) => {
      let out = "";
      for (let i = 0; i < word.length;) {
        const found = CYRILLIC.find(([latin]) => word.startsWith(latin, i));
        if (found) {
          out += found[1];
          i += found[0].length;
        } else {
          out += word[i];
          i++;
        }
      }
      return out.charAt(0).toUpperCase() + out.slice(1);
    })
    .join(" ");
}

const FORMS = [
  "LLC",
  "Ltd",
  "Limited",
  "Inc.",
  "Corp.",
  "S.A.",
  "GmbH",
  "JSC",
  "Co., Ltd.",
  "LLP",
  "PLC",
  "FZE",
  "B.V.",
];

/** The legal form replaced by another one (or one added): `core` is the name without its form. */
export function swapLegalForm(core: string, form: string | null, random: Random): string | null {
  const others = FORMS.filter((f) => f.toLowerCase().replace(/[^a-z]/g, "") !== (form ?? "").replace(/\s/g, ""));
  return core ? `${core} ${pick(random, others)}` : null;
}

/** Another case, and punctuation taken out or added. */
export function recase(name: string, random: Random): string {
  const changes = [
    (s: string) => s.toLowerCase(),
    (s: string) => s.toUpperCase(),
    (s: string) => s.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase()),
    (s: string) => s.replace(/[.,'"()-]/g, ""),
    (s: string) => s.replace(/,/g, "").replace(/ /, "-"),
    (s: string) => s.replace(/\b(\p{L})(\p{L})/u, "$1.$2."),
  ];
  const first = pick(random, changes)(name);
  return first === name ? (changes[0]!(name) === name ? changes[1]!(name) : changes[0]!(name)) : first;
}
