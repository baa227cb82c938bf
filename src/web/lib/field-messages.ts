/** What a schema's safeParse reports, as far as the forms without react-hook-form need it. */
interface Refusal {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * The first message of each top-level field a contract schema refused, for the small dialogs that
 * hold their fields in plain state; an empty record when nothing was refused.
 */
export function fieldMessages(refusal: Refusal | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of refusal?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}
