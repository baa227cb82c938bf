import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { type BankerEntry, type BankerInput, sectionMessages } from '../../../../contract/profile-sections';
import { Providers } from '../../../app/Providers';
import { PageAlert } from '../../../components/PageAlert';
import { bodiesSent, data, type Handler, json, stubApi } from '../../../test-support/stub-api';
import { checklistQueryKey } from '../../checklist/public';
import { bankersSection } from './BankersSection';
import { DELETE_CONFIRMATION, SectionTable } from './SectionTable';

afterEach(() => vi.restoreAllMocks());

const equity: BankerEntry = { EntryNo: 1, name: 'EQUITY BANK', address: 'UPPER HILL, NAIROBI' };

/** The bankers section on a page with the page alert, answering from `handlers`. */
function renderBankers(
  handlers: Record<string, Handler>,
  extras: Pick<ComponentProps<typeof SectionTable<BankerEntry, BankerInput>>, 'rowActions' | 'intro'> = {},
) {
  const spy = stubApi(handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  render(
    <Providers client={client}>
      <PageAlert />
      <SectionTable section={bankersSection} {...extras} />
    </Providers>,
  );
  return { spy, invalidated };
}

const type = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { selector: 'input, textarea' }), {
    target: { value },
  });

describe('SectionTable', () => {
  it('shows a loading skeleton, then the empty state with an Add button', async () => {
    let answer: (response: Response) => void = () => {};
    renderBankers({ 'GET profile/bankers': () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(screen.getByRole('status', { name: 'Loading Banker Details' })).toBeTruthy();
    answer(data([]));
    expect(await screen.findByText(bankersSection.emptyText)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it("adds through a dialog titled 'Add' with Cancel and Save, validating with the contract's messages", async () => {
    let entries: BankerEntry[] = [];
    const { spy, invalidated } = renderBankers({
      'GET profile/bankers': () => data(entries),
      'POST profile/bankers': (body) => {
        entries = [{ EntryNo: 1, ...(body as Omit<BankerEntry, 'EntryNo'>) }];
        return data({ message: sectionMessages.added('Banker'), entry: entries[0] });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText(messages.fieldRequired)).toHaveLength(2));
    expect(bodiesSent(spy, 'POST profile/bankers')).toHaveLength(0);

    type(dialog, /^Name/, 'equity bank');
    // Upper-cased as typed (spec 2 §5 firm sections).
    expect((within(dialog).getByLabelText(/^Name/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'EQUITY BANK',
    );
    type(dialog, /^Address/, 'upper hill, nairobi');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Banker added successfully')).toBeTruthy();
    expect(bodiesSent(spy, 'POST profile/bankers')).toEqual([
      { name: 'EQUITY BANK', address: 'UPPER HILL, NAIROBI' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is fetched again, and the checklist is told to count again.
    expect(await screen.findByRole('cell', { name: 'EQUITY BANK' })).toBeTruthy();
    expect(invalidated).toHaveBeenCalledWith({ queryKey: checklistQueryKey });
  });

  it("edits in a dialog titled 'Edit', filled in, sending the entry's number; Cancel changes nothing", async () => {
    const { spy } = renderBankers({
      'GET profile/bankers': () => data([equity]),
      'POST profile/bankers/update': (body) =>
        data({ message: sectionMessages.updated('Banker'), entry: { ...equity, ...(body as object) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit banker EQUITY BANK' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit banker EQUITY BANK' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect((within(dialog).getByLabelText(/^Address/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'UPPER HILL, NAIROBI',
    );
    type(dialog, /^Address/, 'KIPANDE HOUSE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banker updated successfully')).toBeTruthy();
    expect(bodiesSent(spy, 'POST profile/bankers/update')).toEqual([
      { name: 'EQUITY BANK', address: 'KIPANDE HOUSE', EntryNo: 1 },
    ]);
  });

  it('asks before Cancel drops typed changes in the dialog', async () => {
    renderBankers({ 'GET profile/bankers': () => data([equity]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit banker EQUITY BANK' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    type(dialog, /^Address/, 'KIPANDE HOUSE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect((within(dialog).getByLabelText(/^Address/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'KIPANDE HOUSE',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message in the dialog and its field errors next to the fields", async () => {
    renderBankers({
      'GET profile/bankers': () => data([]),
      'POST profile/bankers': () =>
        json({ message: 'Name is taken', errors: { name: 'Name is taken' } }, 400),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    type(dialog, /^Name/, 'KCB');
    type(dialog, /^Address/, 'MOI AVENUE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Name is taken');
    expect(within(dialog).getAllByText('Name is taken')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Add' })).toBeTruthy();
  });

  it("asks 'Delete this banker?' with 'Are you sure you want to delete?' before deleting", async () => {
    let entries = [equity];
    const { spy } = renderBankers({
      'GET profile/bankers': () => data(entries),
      'POST profile/bankers/remove': () => {
        entries = [];
        return data({ message: sectionMessages.deleted('Banker'), EntryNo: 1 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete banker EQUITY BANK' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this banker?' });
    expect(within(confirm).getByText(DELETE_CONFIRMATION)).toBeTruthy();
    // The entry it deletes, named as the table shows it.
    expect(within(confirm).getByText('EQUITY BANK')).toBeTruthy();
    expect(DELETE_CONFIRMATION).toBe('Are you sure you want to delete?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banker deleted successfully')).toBeTruthy();
    expect(bodiesSent(spy, 'POST profile/bankers/remove')).toEqual([{ EntryNo: 1 }]);
    expect(await screen.findByText(bankersSection.emptyText)).toBeTruthy();
  });

  it('keeps the confirmation open with the error when the delete fails', async () => {
    renderBankers({
      'GET profile/bankers': () => data([equity]),
      'POST profile/bankers/remove': () => json({ message: sectionMessages.entryNotFound }, 404),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete banker EQUITY BANK' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this banker?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText(sectionMessages.entryNotFound)).toBeTruthy();
  });

  it('says why the list could not be loaded, with a way to try again', async () => {
    let fail = true;
    renderBankers({
      'GET profile/bankers': () => (fail ? json({ message: messages.profileRequired }, 404) : data([equity])),
    });
    expect(await screen.findByText(messages.profileRequired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'EQUITY BANK' })).toBeTruthy();
  });

  it("shows a section's own row actions before edit and delete, and its intro above the table", async () => {
    const pinged = vi.fn();
    renderBankers(
      { 'GET profile/bankers': () => data([equity]) },
      {
        intro: <p>Bankers are checked with the bank.</p>,
        rowActions: (entry) => (
          <button type="button" onClick={() => pinged(entry.EntryNo)}>
            Ping {entry.name}
          </button>
        ),
      },
    );
    expect(screen.getByText('Bankers are checked with the bank.')).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: 'EQUITY BANK' })).closest('tr') as HTMLElement;
    const names = within(row)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['Ping EQUITY BANK', 'Edit banker EQUITY BANK', 'Delete banker EQUITY BANK']);
    fireEvent.click(within(row).getByRole('button', { name: 'Ping EQUITY BANK' }));
    expect(pinged).toHaveBeenCalledWith(1);
  });

  it('stacks the entries as cards at phone width', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderBankers({ 'GET profile/bankers': () => data([equity]) });
      const list = await screen.findByRole('list', { name: 'Banker Details' });
      expect(within(list).getByText('EQUITY BANK')).toBeTruthy();
      expect(within(list).getByText('UPPER HILL, NAIROBI')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(list).getByRole('button', { name: 'Edit banker EQUITY BANK' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
