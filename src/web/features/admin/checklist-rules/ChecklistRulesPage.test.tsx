import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ChecklistRule, checklistItemLabels, checklistMessages } from '../../../../contract/checklist';
import { renderPage } from '../../../test-support/render';
import ChecklistRulesPage from './ChecklistRulesPage';

afterEach(() => vi.restoreAllMocks());

const category = (Code: string, Description: string) => ({
  Code,
  Description,
  categoryType: 'Individual',
  CanApply: true,
  entitled: false,
  charges: [],
});
const rule = (id: number, itemCode: string, sequence: number, active = true): ChecklistRule => ({
  id,
  categoryCode: 'GRADUATE',
  userType: 'Individual',
  itemCode,
  description: `${itemCode} description`,
  sequence,
  active,
});

/** The API as this page uses it; `posts` records every write. */
function stubApi(rules: ChecklistRule[], answer: (path: string, body: unknown) => Response = () => ok({})) {
  const posts: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push({ path: url, body });
      return answer(url, body);
    }
    if (url.includes('/api/setup/categories')) return ok([category('GRADUATE', 'Graduate Engineer')]);
    if (url.includes('/api/admin/checklist-rules?category=GRADUATE')) return ok(rules);
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
  return posts;
}
const ok = (data: unknown) => new Response(JSON.stringify({ data }));

describe('checklist rules page', () => {
  it("lists the first category's rules in order with their switches and move buttons", async () => {
    stubApi([rule(1, 'PROFILE', 1), rule(2, 'CV', 2, false)]);
    renderPage(<ChecklistRulesPage />);
    expect(await screen.findByText('PROFILE description')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2']);
    expect((screen.getByLabelText('PROFILE applies') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('CV applies') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Move PROFILE up') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Move CV down') as HTMLButtonElement).disabled).toBe(true);
  });

  it('switches a rule off, moves it and rewords it through the update call', async () => {
    const posts = stubApi([rule(1, 'PROFILE', 1), rule(2, 'CV', 2)]);
    renderPage(<ChecklistRulesPage />);
    fireEvent.click(await screen.findByLabelText('CV applies'));
    await waitFor(() => expect(posts.at(-1)?.body).toEqual({ id: 2, active: false }));
    fireEvent.click(screen.getByLabelText('Move CV up'));
    await waitFor(() => expect(posts.at(-1)?.body).toEqual({ id: 2, move: 'up' }));

    fireEvent.click(screen.getByLabelText('Edit the description of CV'));
    const input = screen.getByLabelText('Description of CV');
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(checklistMessages.descriptionRequired)).toBeTruthy();
    expect(posts.length).toBe(2);
    fireEvent.change(input, { target: { value: 'A signed CV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts.at(-1)?.body).toEqual({ id: 2, description: 'A signed CV' }));
    expect(posts.every((post) => post.path.endsWith('/api/admin/checklist-rules/update'))).toBe(true);
  });

  it('offers only items the category lacks, and shows the server refusal', async () => {
    const posts = stubApi(
      [rule(1, 'PROFILE', 1)],
      () => new Response(JSON.stringify({ message: checklistMessages.ruleExists }), { status: 409 }),
    );
    renderPage(<ChecklistRulesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    expect(await screen.findByText(checklistMessages.itemRequired)).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.click(screen.getByRole('combobox', { name: 'Item' }));
    const cv = await screen.findByRole('option', { name: `CV: ${checklistItemLabels.CV}`, hidden: true });
    expect(screen.queryByRole('option', { name: /^PROFILE:/, hidden: true })).toBeNull();
    fireEvent.click(cv);
    expect((screen.getByLabelText('Description shown to applicants') as HTMLInputElement).value).toBe(
      checklistItemLabels.CV,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText(checklistMessages.ruleExists)).toBeTruthy();
    expect(posts[0]?.body).toEqual({
      categoryCode: 'GRADUATE',
      itemCode: 'CV',
      description: checklistItemLabels.CV,
    });
  });
});
