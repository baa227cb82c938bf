/**
 * Names and terms are compared folded: lowercase, accents stripped (NFD, then the combining marks
 * removed), anything but a-z and 0-9 turned to a space. Keeping only [a-z0-9] also makes the words
 * safe to place in an FTS5 or tsquery expression.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const foldedWords = (text: string): string[] => foldText(text).split(' ').filter(Boolean);

/** Exact-match keys: the whole value, trimmed and lowercased. */
export const exactKey = (value: string | null | undefined): string | null => {
  const key = value?.trim().toLowerCase();
  return key ? key : null;
};
