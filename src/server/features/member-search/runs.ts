/** Sets of member ranks as runs, the form the ranked snapshot keeps name words in (decision 0023). */

/**
 * A set of ranks as sorted, disjoint, non-touching runs: [start0, end0, start1, end1, ...], each
 * end exclusive. Members are ranked by surname, then name, so the holders of a surname are one run
 * and the holders of a first name one run per surname: a name's ranks are a few runs, however many
 * members hold it.
 */
export type Runs = Int32Array;
export const NO_RUNS: Runs = new Int32Array(0);

export function rankCount(runs: Runs): number {
  let count = 0;
  for (let at = 0; at < runs.length; at += 2) count += (runs[at + 1] as number) - (runs[at] as number);
  return count;
}

/**
 * The ranks in both. Each run of the shorter list finds where it starts in the longer one by binary
 * search, so a name of a few runs costs a few searches against a name held by thousands of members.
 */
export function intersect(a: Runs, b: Runs): Runs {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const out: number[] = [];
  let from = 0;
  for (let at = 0; at < short.length; at += 2) {
    const start = short[at] as number;
    const end = short[at + 1] as number;
    from = firstRunEndingAfter(long, start, from);
    for (let run = from; run < long.length && (long[run] as number) < end; run += 2) {
      const overlapStart = Math.max(start, long[run] as number);
      const overlapEnd = Math.min(end, long[run + 1] as number);
      if (overlapStart < overlapEnd) out.push(overlapStart, overlapEnd);
    }
  }
  return Int32Array.from(out);
}

/** The index (even) of the first run of `runs`, from `from` on, whose end is past `rank`. */
function firstRunEndingAfter(runs: Runs, rank: number, from: number): number {
  let low = from / 2;
  let high = runs.length / 2;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((runs[middle * 2 + 1] as number) <= rank) low = middle + 1;
    else high = middle;
  }
  return low * 2;
}

/** The ranks in either, runs that touch or overlap joined into one. */
export function unite(a: Runs, b: Runs): Runs {
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const fromA = j >= b.length || (i < a.length && (a[i] as number) <= (b[j] as number));
    const start = (fromA ? a[i] : b[j]) as number;
    const end = (fromA ? a[i + 1] : b[j + 1]) as number;
    if (fromA) i += 2;
    else j += 2;
    if (out.length > 0 && start <= (out[out.length - 1] as number))
      out[out.length - 1] = Math.max(out[out.length - 1] as number, end);
    else out.push(start, end);
  }
  return Int32Array.from(out);
}
