import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { sectionMessages, type WorkExperienceEntry } from '../../../../contract/profile-sections';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, stubApi } from '../../../test-support/stub-api';
import WorkExperienceSection from './WorkExperienceSection';

afterEach(() => vi.restoreAllMocks());

const sectors = [
  { code: 'STATE_CORP', description: 'State Corporations and Parastatals' },
  { code: 'CONSULTING', description: 'Engineering Consulting' },
];
const current: WorkExperienceEntry = {
  EntryNo: 4,
  NameOfFirm: 'Athi Water Works',
  Sector: 'STATE_CORP',
  PositionHeld: 'Civil Engineer',
  FromDate: '2015-02-01',
  ToDate: '2026-01-10',
  Current: true,
  ResponsibilitiesDescription: 'Water supply works',
};

function renderSection(entries: WorkExperienceEntry[] = []) {
  return stubApi({
    'GET profile/work-experience': () => data(entries),
    'GET setup/lists/industry-groups': () => data(sectors),
    'POST profile/work-experience': (body) =>
      data({ message: sectionMessages.added('Work experience'), entry: { EntryNo: 1, ...(body as object) } }),
  });
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });

describe('work experience form (spec 2 §5)', () => {
  it('shows the spec messages: required fields, Sector Year, Max 100 characters reached, End before Start', async () => {
    const spy = renderSection();
    renderPage(<WorkExperienceSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Sector Year is required')).toBeTruthy();
    // Name of Firm, Position Held, From Date, To Date, Responsibilities.
    expect(within(dialog).getAllByText(messages.fieldRequired)).toHaveLength(5);

    type(dialog, /^Responsibilities/, 'x'.repeat(101));
    expect(within(dialog).getByText('101/100 characters')).toBeTruthy();
    type(dialog, /^From Date/, '2019-06-30');
    type(dialog, /^To Date/, '2019-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Max 100 characters reached')).toBeTruthy();
    expect(within(dialog).getByText('End Date Cannot be before Start Date')).toBeTruthy();

    type(dialog, /^To Date/, '2999-01-01');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(sectionMessages.dateInFuture)).toBeTruthy();
    expect(bodiesSent(spy, 'POST profile/work-experience')).toHaveLength(0);
  });

  it('hides To Date while Current is ticked and sends a current position without one', async () => {
    const spy = renderSection();
    renderPage(<WorkExperienceSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    type(dialog, /^Name of Firm/, 'Athi Water Works');
    type(dialog, /^Position Held/, 'Civil Engineer');
    type(dialog, /^From Date/, '2015-02-01');
    type(dialog, /^To Date/, '2019-01-01');
    type(dialog, /^Responsibilities/, 'Water supply works');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I currently work here' }));
    await waitFor(() => expect(within(dialog).queryByLabelText(/^To Date/)).toBeNull());

    // The sector is chosen from the industry groups.
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Sector/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Engineering Consulting', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSent(spy, 'POST profile/work-experience')).toHaveLength(1));
    expect(bodiesSent(spy, 'POST profile/work-experience')[0]).toEqual({
      NameOfFirm: 'Athi Water Works',
      Sector: 'CONSULTING',
      PositionHeld: 'Civil Engineer',
      FromDate: '2015-02-01',
      ToDate: '',
      Current: true,
      ResponsibilitiesDescription: 'Water supply works',
    });
  });

  it("lists a current position as 'Current' with its sector's name, and edits it without a To Date", async () => {
    renderSection([current]);
    renderPage(<WorkExperienceSection />);
    expect(await screen.findByRole('cell', { name: 'Current' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'State Corporations and Parastatals' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit work experience Athi Water Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    expect(field(dialog, /^Name of Firm/).value).toBe('Athi Water Works');
    expect(within(dialog).queryByLabelText(/^To Date/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I currently work here' }));
    expect(field(dialog, /^To Date/).value).toBe('');
  });
});
