/** "Alex Morgan" → "AM"; one name gives one letter. Whole characters, not UTF-16 halves. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words;
  return letters
    .map((word = "") => Array.from(word)[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}
