import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../contract/common';
import type { CpdProgress } from '../../../contract/cpd-points';
import { cpdRecordQuestions } from '../../../contract/cpd-record-labels';
import type { CpdActivityType, CpdRecord } from '../../../contract/cpd-records';
import { cpdRecordMessages } from '../../../contract/cpd-records';
import { uploadMessages } from '../../../contract/uploads';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, type Handler, json, stubApi } from '../../test-support/stub-api';
import CpdPage from './CpdPage';
import { cpdProgressTexts } from './CpdProgressCard';
import { cpdRecordsTexts } from './CpdRecordsSection';

afterEach(() => vi.restoreAllMocks());

const types: CpdActivityType[] = [
  {
    id: 1,
    name: 'Courses',
    structured: true,
    pointsPerHour: 1,
    maxPointsPerActivity: 20,
    maxPointsPerYear: null,
    active: true,
  },
  {
    id: 8,
    name: 'Private study',
    structured: false,
    pointsPerHour: 0.5,
    maxPointsPerActivity: 5,
    maxPointsPerYear: 10,
    active: true,
  },
];

const record = (overrides: Partial<CpdRecord> = {}): CpdRecord => ({
  id: 3,
  activityTypeId: 1,
  activityType: 'Courses',
  structured: true,
  title: 'Concrete Design Course',
  provider: 'EIK Academy',
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  hours: 12,
  reflection: '',
  evidence: { id: 'doc-1', kind: 'pdf', name: 'certificate.pdf', size: 1200 },
  status: 'draft',
  points: 12,
  cpdYear: 2026,
  submittedAt: null,
  reviewedAt: null,
  reviewNote: null,
  editable: true,
  ...overrides,
});

const progress = (overrides: Partial<CpdProgress> = {}): CpdProgress => ({
  year: 2026,
  category: 'MEM',
  requirement: { totalPoints: 50, minStructuredPoints: 30, dueDate: '2026-12-31' },
  earned: 32,
  pending: 12,
  structuredEarned: 27,
  unstructuredEarned: 5,
  stillNeeded: 18,
  structuredStillNeeded: 3,
  met: false,
  byType: [
    {
      typeId: null,
      name: 'Events and awards',
      structured: true,
      earned: 20,
      pending: 0,
      maxPointsPerYear: null,
    },
    { typeId: 1, name: 'Courses', structured: true, earned: 7, pending: 12, maxPointsPerYear: null },
    { typeId: 8, name: 'Private study', structured: false, earned: 5, pending: 0, maxPointsPerYear: 10 },
  ],
  byMonth: Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    earned: index === 2 ? 32 : 0,
    pending: index === 2 ? 12 : 0,
  })),
  ...overrides,
});

function renderCpd(handlers: Record<string, Handler> = {}) {
  const spy = stubApi({
    'GET profile': () => data({ ProfileID: 'PR-000007', MemberNo: 'M-0042' }),
    'GET cpd_awards/awards': () => data([]),
    'GET cpd_awards/points': () => data({ points: 0, currentYearPoints: 0, byYear: [] }),
    'GET cpd/activity-types': () => data(types),
    'GET cpd/records': () => data([record()]),
    'GET cpd/progress': () => data(progress()),
    ...handlers,
  });
  renderPage(<CpdPage />, '/cpd?year=2026');
  return spy;
}

async function openLogForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Log CPD' }));
  return screen.findByRole('form', { name: 'Log CPD' });
}

function pickEvidence(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('/cpd: the CPD the member logs', () => {
  it('logs a record with its evidence: the record first, then the file', async () => {
    const spy = renderCpd({
      'GET cpd/records': () => data([]),
      'POST cpd/records': () =>
        json({ message: cpdRecordMessages.created, data: record({ id: 7, evidence: null }) }, 201),
      'POST cpd/records/7/evidence': () => data(record({ id: 7 })),
    });
    expect(await screen.findByText(cpdRecordsTexts.empty(2026))).toBeTruthy();
    const form = await openLogForm();
    fireEvent.click(within(form).getByRole('combobox', { name: 'Activity type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Courses', hidden: true }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Concrete Design Course' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Provider' }), {
      target: { value: 'EIK Academy' },
    });
    fireEvent.change(within(form).getByLabelText(/Start date/), { target: { value: '2026-03-10' } });
    fireEvent.change(within(form).getByLabelText(/End date/), { target: { value: '2026-03-12' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Hours' }), { target: { value: '25' } });
    expect((await within(form).findByTestId('cpd-points-estimate')).textContent).toContain('20 points');
    pickEvidence(new File(['%PDF-1.7 certificate'], 'certificate.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(cpdRecordMessages.created)).toBeTruthy();
    expect(bodiesSent(spy, 'POST cpd/records')).toEqual([
      {
        activityTypeId: 1,
        title: 'Concrete Design Course',
        provider: 'EIK Academy',
        startDate: '2026-03-10',
        endDate: '2026-03-12',
        hours: 25,
        reflection: '',
      },
    ]);
    const upload = spy.mock.calls.find(([input]) => String(input).endsWith('/api/cpd/records/7/evidence'));
    const sent = upload?.[1]?.body as FormData;
    expect((sent.get('evidence') as File).name).toBe('certificate.pdf');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Log CPD' })).toBeNull());
  });

  it('names every missing field before anything is sent', async () => {
    const spy = renderCpd();
    const form = await openLogForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Start Date is required')).toBeTruthy();
    expect(within(form).getAllByText(messages.fieldRequired)).toHaveLength(3);
    const type = within(form).getByRole('combobox', { name: 'Activity type' });
    expect(document.getElementById(type.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      cpdRecordMessages.typeNotAvailable,
    );
    expect(bodiesSent(spy, 'POST cpd/records')).toEqual([]);
  });

  it('refuses a file that is not a PDF or an image as soon as it is picked, by its content', async () => {
    const spy = renderCpd();
    const form = await openLogForm();
    pickEvidence(new File(['just some text'], 'certificate.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText(uploadMessages.notEvidence)).toBeTruthy();
    expect(spy.mock.calls.some(([input]) => String(input).includes('/evidence'))).toBe(false);
  });

  it('asks before submitting, then submits and confirms', async () => {
    const spy = renderCpd({
      'POST cpd/records/3/submit': () =>
        json({ message: cpdRecordMessages.submitted, data: record({ status: 'submitted' }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Concrete Design Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit for verification' });
    expect(within(dialog).getByText(cpdRecordQuestions.submit('Concrete Design Course'))).toBeTruthy();
    expect(spy.mock.calls.some(([input]) => String(input).includes('/submit'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(cpdRecordMessages.submitted)).toBeTruthy();
    expect(spy.mock.calls.some(([input]) => String(input).endsWith('/api/cpd/records/3/submit'))).toBe(true);
  });

  it('asks before deleting and shows a refusal in the dialog', async () => {
    renderCpd({ 'DELETE cpd/records/3': () => json({ message: cpdRecordMessages.verifiedLocked }, 409) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Concrete Design Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete CPD record' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(cpdRecordMessages.verifiedLocked)).toBeTruthy();
  });

  it('offers no Edit, Submit or Delete on a verified record, and says each status in words', async () => {
    renderCpd({
      'GET cpd/records': () =>
        data([
          record({ status: 'verified', editable: false }),
          record({
            id: 4,
            title: 'Site visit notes',
            status: 'more-evidence-requested',
            reviewNote: 'Add the attendance list',
          }),
          record({ id: 5, title: 'Reading', evidence: null }),
        ]),
    });
    await screen.findByText('Site visit notes');
    expect(screen.queryByRole('button', { name: 'Edit Concrete Design Course' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Concrete Design Course' })).toBeNull();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('More evidence requested')).toBeTruthy();
    expect(screen.getByText('Add the attendance list')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Site visit notes' })).toBeTruthy();
    // No evidence yet: nothing to submit.
    expect(screen.getByRole('button', { name: 'Edit Reading' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Reading' })).toBeNull();
    expect(screen.getByText(cpdRecordsTexts.noEvidence)).toBeTruthy();
  });

  it('steps to another CPD year, asking for its records and progress', async () => {
    const spy = renderCpd();
    await screen.findByText('Concrete Design Course');
    fireEvent.click(screen.getByRole('button', { name: 'Show CPD year 2025' }));
    expect((await screen.findByTestId('cpd-year')).textContent).toBe('CPD year 2025');
    await waitFor(() =>
      expect(spy.mock.calls.some(([input]) => String(input).includes('/api/cpd/records?year=2025'))).toBe(
        true,
      ),
    );
    expect(spy.mock.calls.some(([input]) => String(input).includes('/api/cpd/progress?year=2025'))).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Show CPD year 2026' })).toBeTruthy();
  });

  it('shows cards on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );
    renderCpd();
    const cards = await screen.findByRole('list', { name: 'My CPD records' });
    expect(within(cards).getByText('Concrete Design Course')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/cpd: progress against the requirement', () => {
  it('shows required, earned and pending points and what is still needed by when', async () => {
    renderCpd();
    expect((await screen.findByTestId('cpd-required')).textContent).toBe('50');
    expect(screen.getByTestId('cpd-earned').textContent).toBe('32');
    expect(screen.getByTestId('cpd-pending').textContent).toBe('12');
    expect(screen.getByTestId('cpd-structured').textContent).toBe('27 / 30');
    expect(screen.getByTestId('cpd-still-needed').textContent).toBe(
      '18 still needed by 31 Dec 2026 (3 of them structured)',
    );
    const byType = screen.getByRole('list', { name: 'CPD points by activity type' });
    expect(
      within(byType)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Events and awards:20 earned', 'Courses:7 earned, 12 pending', 'Private study:5 earned']);
    const byMonth = screen.getByRole('list', { name: 'CPD points by month' });
    expect(within(byMonth).getAllByRole('listitem')[2]?.textContent).toBe('Mar:32 earned, 12 pending');
  });

  it('says when the requirement is met', async () => {
    renderCpd({
      'GET cpd/progress': () =>
        data(
          progress({ earned: 52, structuredEarned: 32, stillNeeded: 0, structuredStillNeeded: 0, met: true }),
        ),
    });
    expect((await screen.findByTestId('cpd-still-needed')).textContent).toBe('Requirement met');
  });

  it('says so when no requirement is set for the category', async () => {
    renderCpd({
      'GET cpd/progress': () =>
        data(progress({ requirement: null, stillNeeded: 0, structuredStillNeeded: 0, met: null })),
    });
    expect(await screen.findByText(cpdProgressTexts.noRequirement(2026, 'MEM'))).toBeTruthy();
    expect(screen.queryByTestId('cpd-required')).toBeNull();
    expect(screen.queryByTestId('cpd-still-needed')).toBeNull();
  });

  it("shows the server's message when progress cannot be read", async () => {
    renderCpd({ 'GET cpd/progress': () => json({ message: cpdRecordMessages.notAMember }, 403) });
    expect(await screen.findByText(cpdRecordMessages.notAMember)).toBeTruthy();
  });
});
