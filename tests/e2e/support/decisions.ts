import type { Page } from 'playwright-core';

/**
 * Confirms a staff decision in its dialog (decision 0028): a comment where given, and the override
 * reason where the record's checklist still has failing items.
 */
export async function confirmDecision(page: Page, label: string, comment?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.waitFor();
  if (comment) await dialog.getByLabel('Comment').fill(comment);
  const override = dialog.getByLabel('Override reason');
  if ((await override.count()) > 0) await override.fill('Checked with the applicant in person.');
  await dialog.getByRole('button', { name: label }).click();
  await dialog.waitFor({ state: 'hidden' });
}
