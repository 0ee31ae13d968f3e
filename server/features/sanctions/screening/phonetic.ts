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
  [/kh|gh/g, "k"],
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
  let text = word.toLowerCase().replace(/(.)\1+/g, "$1");
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
