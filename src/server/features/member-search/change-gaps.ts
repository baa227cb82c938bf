/** How long an id missing from member_search_changes is asked for again before it counts as rolled back. */
const GAP_RETRY_MS = 60_000;

/**
 * The change ids an instance has not seen although later ones exist. On PostgreSQL a sequence
 * hands out ids when rows are inserted, not when they commit: a change with id 10 can become
 * visible after id 11 has been read. Such ids are asked for again on each catch-up until they
 * appear or are old enough to be a rolled-back transaction. SQLite writes one at a time, so it
 * leaves none.
 */
export class ChangeGaps {
  private readonly missing = new Map<number, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The ids still worth asking for. */
  ids(): number[] {
    const now = this.now();
    for (const [id, since] of this.missing) if (now - since > GAP_RETRY_MS) this.missing.delete(id);
    return [...this.missing.keys()];
  }

  /** Records what a read returned: `ids` (ascending) read after `after`, up to the last of them. */
  note(after: number, ids: number[]): void {
    const now = this.now();
    let expected = after + 1;
    for (const id of ids) {
      this.missing.delete(id);
      for (; expected < id; expected++) this.missing.set(expected, now);
      expected = Math.max(expected, id + 1);
    }
  }
}
