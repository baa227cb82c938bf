import type { ChecklistItem } from '../../../contract/checklist';
import { ChecklistItems } from '../checklist/public';

/** 'x/y requirement(s) complete' under a checklist (spec 3 §2.3). */
export const requirementsComplete = (items: ChecklistItem[]) =>
  `${items.filter((item) => item.pass).length}/${items.length} requirement(s) complete`;

/**
 * A category's checklist (spec 3 §2.1, §2.3): the item's type and description, whether it passes, and
 * Complete (disabled once passed) to the form that completes it; cards on phones.
 */
export function ChecklistTable({ items, labelledBy }: { items: ChecklistItem[]; labelledBy: string }) {
  return <ChecklistItems items={items} showType labelledBy={labelledBy} />;
}
