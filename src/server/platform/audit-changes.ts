/** One field's value before and after a staff edit, as the audit log keeps it. */
export type FieldChange = { before: unknown; after: unknown };

/**
 * What an edit changed, field by field, for the audit log: staff can then tell who changed what from
 * what. Fields that stayed are left out; a field only one side has counts as changed from or to null.
 */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
      changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return changes;
}
