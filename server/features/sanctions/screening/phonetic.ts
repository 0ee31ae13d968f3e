/**
 * A phonetic key for one romanised word, made for names that reach the lists through several
 * transliterations (Mohammed / Muhammad / Mehmet, Yusuf / Youssef, Iurii / Yuriy, Djamal / Jamal):
 * vowels dropped after the first sound (a leading vowel, y or j-as-vowel is "A"), h dropped,
 * doubled letters collapsed, and consonants folded into classes (b/p, f/v/w/ph, k/c/q/g/ck,
 * s/z/ts/c before e/i, sh/ch/sch, j/dj/dzh/zh, d/t/th/dh, l, r, m, n, x = ks). Close to
 * Metaphone's aims, simpler, and the same for every script once romanised.
 */
const DIGRAPHS: readonly [RegExp, string][] = [
  [/tsch|sch|tch|ch|sh|ş|š/g, "X"],
  [/dzh|dj|zh|j/g, "J"],
  [/ph/g, "f"],
  [/[td]h/g, "t"],
  [/gh/g, "k"],
  [/ck|q/g, "k"],
  [/ts|tz/g, "s"],
  [/c(?=[eiy])/g, "s"],
  [/x/g, "ks"],
];

const CLASSES: Readonly<Record<string, string>> = {
  b: "B",
  p: "B",
  f: "F",
  v: "F",
  w: "F",
  k: "K",
  c: "K",
  g: "K",
  s: "S",
  z: "S",
  X: "X",
  J: "J",
  d: "T",
  t: "T",
  l: "L",
  r: "R",
  m: "M",
  n: "N",
};

export function phoneticKey(word: string): string {
  if (/^\d+$/.test(word)) return word;
  // kh and h are one sound in most romanisations of Arabic and Russian (Khalid / Halid, Mukhammad / Muhammad).
  let text = word
    .toLowerCase()
    .replace(/kh/g, "h")
    .replace(/(.)\1+/g, "$1");
  const leadingVowel = /^(?:[aeiouy]|h[aeiouy])/.test(text);
  for (const [pattern, replacement] of DIGRAPHS) text = text.replace(pattern, replacement);
  let key = leadingVowel ? "A" : "";
  let previous = "";
  for (const char of text) {
    const code = CLASSES[char] ?? "";
    if (code !== "" && code !== previous) key += code;
    previous = code === "" && !"aeiouy".includes(char) ? previous : code;
  }
  return key;
}

const SPELLINGS: readonly [RegExp, string][] = [
  [/dzh|dj|zh/g, "j"],
  [/kh/g, "h"],
  [/ph/g, "f"],
  [/th/g, "t"],
  [/ck|q/g, "k"],
  [/c(?=[eiy])/g, "s"],
  [/c/g, "k"],
  [/w/g, "v"],
  [/ou|oo/g, "u"],
  [/ee/g, "i"],
  [/y/g, "i"],
  [/x/g, "ks"],
  [/(.)\1+/g, "$1"],
];

/**
 * The word spelt one way: the letter groups that differ between romanisation systems folded
 * (dzh / dj / zh -> j, kh -> h, ph -> f, ou / oo -> u, y -> i, w -> v, c -> k or s, doubles
 * single), vowels kept: Dzhozef and Joseph both become "josef", Iurii and Yuriy "iuri".
 */
export function spellingKey(word: string): string {
  let text = word.toLowerCase();
  for (const [pattern, replacement] of SPELLINGS) text = text.replace(pattern, replacement);
  return text;
}
