/** Lower case, without accents: "Société" finds "societe" and the reverse. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/** The entries whose question or answer (in the reader's language) holds every word of the query. */
export function searchFaq<T extends { question: string; answer: string }>(entries: readonly T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const text = foldText(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
