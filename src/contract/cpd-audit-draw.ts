/**
 * The yearly CPD audit's random draw (issue 30, decision 0047), zod-free so anyone holding the
 * recorded seed and the list of eligible member numbers can repeat it, in a test or by hand.
 *
 * Algorithm "mulberry32-fisher-yates-v1":
 * 1. the eligible members' keys (member numbers) are sorted by code unit (`a < b`), never by locale;
 * 2. a mulberry32 generator is started from the 32-bit seed;
 * 3. a partial Fisher–Yates shuffle picks `size` of them: for i = 0 … size − 1, j = i + ⌊next() × (n − i)⌋
 *    and the keys at i and j swap; the first `size` keys, in that order, are the draw.
 * The same seed and the same eligible population always give the same selection in the same order.
 */

export const CPD_AUDIT_ALGORITHM = 'mulberry32-fisher-yates-v1';
export const CPD_AUDIT_DEFAULT_SHARE = 5;

/** A small, well-known 32-bit PRNG: every call returns the next number in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How many of `eligible` members a share (a percentage with at most two decimals) draws: rounded
 * up, so any share above 0 of a non-empty population draws at least one member. Worked in whole
 * hundredths of a percent, so 5% of 40 is exactly 2 and never 2.0000000001 rounded up to 3.
 */
export function auditSampleSize(eligible: number, sharePercent: number): number {
  const hundredths = Math.round(sharePercent * 100);
  return Math.min(eligible, Math.ceil((eligible * hundredths) / 10_000));
}

/** The seed as it is recorded: 8 hexadecimal digits. */
export const seedText = (seed: number): string => (seed >>> 0).toString(16).padStart(8, '0');
export const seedOfText = (text: string): number => Number.parseInt(text, 16) >>> 0;

/** The draw: `size` keys of `eligible`, in the order they were drawn. */
export function drawSample(eligible: readonly string[], seed: number, size: number): string[] {
  const keys = [...new Set(eligible)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const next = mulberry32(seed);
  const count = Math.min(size, keys.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(next() * (keys.length - i));
    [keys[i], keys[j]] = [keys[j] as string, keys[i] as string];
  }
  return keys.slice(0, count);
}
