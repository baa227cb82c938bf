import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applicationMessages,
  type ReviewDetail,
  type ReviewProfile,
  reviewActionLabels,
} from '../../../contract/applications';
import { reviewDecisionMessages } from '../../../contract/review-decisions';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, type Handler, json, stubApi } from '../../test-support/stub-api';
import { HIDDEN_FROM_APPLICANT, HIDE_FROM_APPLICANT } from './CommentsPanel';
import { decisionDialogTexts } from './DecisionDialog';
import { NOTHING_RECORDED, PHOTO_ALT } from './ProfilePanel';
import { closingNotes } from './ReviewActions';
import ReviewWorkspacePage from './ReviewWorkspacePage';
import { reviewDetail } from './test-review';

afterEach(() => vi.restoreAllMocks());

const base = 'review/applications/APP-000042';

const profile: ReviewProfile = {
  bio: {
    FirstName: 'Grace',
    DateOfBirth: '1994-07-01',
    Disability: false,
    ID: { id: 'doc-1', kind: 'pdf', name: 'national-id.pdf', size: 1200, url: '/api/documents/doc-1' },
    picture: { id: 'pic-1', kind: 'jpeg', name: 'grace.jpg', size: 900, url: '/api/documents/pic-1' },
    Nationality: 'KE',
    county: '47',
    Discipline: 'ELEC',
  },
  names: { Nationality: 'Kenya', county: 'Nairobi', Discipline: 'Electrical Engineering' },
  firmBio: null,
  sections: [
    { path: 'referee', label: 'Referees', entries: [{ Name: 'Eng. Peter Otieno', memberNo: 'M-0101' }] },
    { path: 'attachments', label: 'Attachments', entries: [] },
  ],
};

function renderWorkspace(detail: ReviewDetail, handlers: Record<string, Handler> = {}, tab = '') {
  const spy = stubApi({
    [`GET ${base}`]: () => data(detail),
    [`GET ${base}/profile`]: () => data(profile),
    ...handlers,
  });
  renderPage(
    <Routes>
      <Route path="/admin/review/:code" element={<ReviewWorkspacePage />} />
    </Routes>,
    `/admin/review/APP-000042${tab}`,
  );
  return spy;
}

const passing = [{ description: 'Complete your profile', pass: true }];

const actionButton = (action: keyof typeof reviewActionLabels) =>
  screen.findByRole('button', { name: reviewActionLabels[action] });
const dialog = () => screen.findByRole('dialog');

describe('review workspace', () => {
  it('shows the header and one button per allowed action', async () => {
    renderWorkspace(reviewDetail({ status: 'Board Review', allowedActions: ['release', 'reject'] }));
    expect(await screen.findByRole('heading', { name: 'APP-000042' })).toBeTruthy();
    expect(screen.getByText('Grace Wanjiru')).toBeTruthy();
    expect(screen.getByText('Board Review')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Review actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([reviewActionLabels.release, reviewActionLabels.reject]);
  });

  it('hides the buttons and says why when the application is closed', async () => {
    renderWorkspace(reviewDetail({ status: 'Released', allowedActions: [], assignedMemberNo: 'M-9001' }));
    expect(await screen.findByText(closingNotes.Released as string)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Review actions' })).toBeNull();
  });

  it('requires a visible comment to return an application, then sends the transition', async () => {
    const spy = renderWorkspace(reviewDetail(), {
      [`POST ${base}/transition`]: () => data(reviewDetail({ status: 'New', allowedActions: [] })),
    });
    fireEvent.click(await actionButton('return'));
    const modal = await dialog();
    expect(within(modal).queryByRole('checkbox', { name: HIDE_FROM_APPLICANT })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: reviewActionLabels.return }));
    expect(await within(modal).findByText(applicationMessages.commentRequired)).toBeTruthy();
    expect(bodiesSent(spy, `POST ${base}/transition`)).toEqual([]);

    fireEvent.change(within(modal).getByRole('textbox', { name: /Comment/ }), {
      target: { value: '  Upload a clearer ID.  ' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: reviewActionLabels.return }));
    await waitFor(() =>
      expect(bodiesSent(spy, `POST ${base}/transition`)).toEqual([
        {
          action: 'return',
          comment: 'Upload a clearer ID.',
          hiddenFromApplicant: false,
          checklistOverride: '',
        },
      ]),
    );
    expect(await screen.findByText(applicationMessages.moved('New'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(closingNotes.New as string)).toBeTruthy();
  });

  it('advances without a comment and may hide the comment from the applicant', async () => {
    const spy = renderWorkspace(reviewDetail({ checklist: passing }), {
      [`POST ${base}/transition`]: () =>
        data(reviewDetail({ status: 'Verified', allowedActions: ['advance', 'return'] })),
    });
    fireEvent.click(await actionButton('advance'));
    const modal = await dialog();
    expect(within(modal).getByText(/moves from Open to Verified/).textContent).toContain('In Review');
    fireEvent.click(within(modal).getByRole('checkbox', { name: HIDE_FROM_APPLICANT }));
    fireEvent.click(within(modal).getByRole('button', { name: reviewActionLabels.advance }));
    await waitFor(() =>
      expect(bodiesSent(spy, `POST ${base}/transition`)).toEqual([
        { action: 'advance', comment: '', hiddenFromApplicant: true, checklistOverride: '' },
      ]),
    );
    expect(await screen.findByText(applicationMessages.moved('Verified'))).toBeTruthy();
  });

  it('requires a reason to reject', async () => {
    const spy = renderWorkspace(
      reviewDetail({ status: 'Board Review', allowedActions: ['release', 'reject'] }),
    );
    fireEvent.click(await actionButton('reject'));
    const modal = await dialog();
    expect(within(modal).getByRole('checkbox', { name: HIDE_FROM_APPLICANT })).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: reviewActionLabels.reject }));
    expect(await within(modal).findByText(reviewDecisionMessages.rejectReasonRequired)).toBeTruthy();
    expect(bodiesSent(spy, `POST ${base}/transition`)).toEqual([]);
  });

  it('warns of failing items and an unpaid fee, and releases only with an override reason', async () => {
    const spy = renderWorkspace(
      reviewDetail({ status: 'Board Review', allowedActions: ['release', 'reject'] }),
      {
        [`POST ${base}/transition`]: () => data(reviewDetail({ status: 'Released', allowedActions: [] })),
      },
    );
    fireEvent.click(await actionButton('release'));
    const modal = await dialog();
    expect(within(modal).getByText(/moves from Board Review to Released/).textContent).toContain(
      'member number',
    );
    expect(within(modal).getByText(decisionDialogTexts.failingTitle(1))).toBeTruthy();
    expect(within(modal).getByText('Upload your CV')).toBeTruthy();
    expect(within(modal).getByText(reviewDecisionMessages.unpaidWarning)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: reviewActionLabels.release }));
    expect(
      await within(modal).findByText(reviewDecisionMessages.checklistFailing(['Upload your CV'])),
    ).toBeTruthy();
    expect(bodiesSent(spy, `POST ${base}/transition`)).toEqual([]);
    fireEvent.change(within(modal).getByRole('textbox', { name: reviewDecisionMessages.overrideLabel }), {
      target: { value: 'CV handed in on paper' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: reviewActionLabels.release }));
    await waitFor(() =>
      expect(bodiesSent(spy, `POST ${base}/transition`)).toEqual([
        {
          action: 'release',
          comment: '',
          hiddenFromApplicant: false,
          checklistOverride: 'CV handed in on paper',
        },
      ]),
    );
    expect(await screen.findByText(applicationMessages.moved('Released'))).toBeTruthy();
  });

  it('offers reject on an unpaid Open application', async () => {
    renderWorkspace(reviewDetail({ allowedActions: ['advance', 'return', 'reject'] }));
    fireEvent.click(await actionButton('reject'));
    const modal = await dialog();
    expect(within(modal).getByText(/moves from Open to Rejected/)).toBeTruthy();
    expect(within(modal).queryByRole('textbox', { name: reviewDecisionMessages.overrideLabel })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    renderWorkspace(reviewDetail({ checklist: passing }), {
      [`POST ${base}/transition`]: () => json({ message: applicationMessages.notPaid }, 409),
    });
    fireEvent.click(await actionButton('advance'));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: reviewActionLabels.advance }));
    expect((await within(modal).findByRole('alert')).textContent).toContain(applicationMessages.notPaid);
  });

  it('marks comments hidden from the applicant and adds one', async () => {
    const added = reviewDetail();
    added.comments.push({
      id: 3,
      displayName: 'Approver One',
      commentDate: '2026-03-05T08:00:00.000Z',
      comment: 'Internal note',
      hiddenFromApplicant: true,
    });
    const spy = renderWorkspace(
      reviewDetail(),
      { [`POST ${base}/comments`]: () => data(added) },
      '?tab=comments',
    );
    const list = await screen.findByRole('list', { name: 'Comments' });
    const [hidden, visible] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(hidden as HTMLElement).getByText(HIDDEN_FROM_APPLICANT)).toBeTruthy();
    expect(within(visible as HTMLElement).queryByText(HIDDEN_FROM_APPLICANT)).toBeNull();

    const form = screen.getByRole('form', { name: 'Add a comment' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add comment' }));
    expect(await within(form).findByText(applicationMessages.commentRequired)).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'Internal note' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: HIDE_FROM_APPLICANT }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(bodiesSent(spy, `POST ${base}/comments`)).toEqual([
        { comment: 'Internal note', hiddenFromApplicant: true },
      ]),
    );
    expect(await within(list).findByText('Internal note')).toBeTruthy();
  });

  it('shows the profile read-only, with files as links and empty sections said', async () => {
    renderWorkspace(reviewDetail());
    const bio = await screen.findByRole('region', { name: 'Bio' });
    expect(within(bio).getByText('First Name')).toBeTruthy();
    expect(within(bio).getByText('1 Jul 1994')).toBeTruthy();
    expect(within(bio).getByText('No')).toBeTruthy();
    expect(within(bio).getByRole('link', { name: 'national-id.pdf' }).getAttribute('href')).toBe(
      '/api/documents/doc-1',
    );
    // Names, not codes; the photo as the image itself.
    for (const name of ['Kenya', 'Nairobi', 'Electrical Engineering'])
      expect(within(bio).getByText(name)).toBeTruthy();
    for (const code of ['KE', '47', 'ELEC']) expect(within(bio).queryByText(code)).toBeNull();
    expect(
      within(bio)
        .getByRole('img', { name: `${PHOTO_ALT}: grace.jpg` })
        .getAttribute('src'),
    ).toBe('/api/documents/pic-1?disposition=inline');
    expect(within(screen.getByRole('region', { name: 'Referees' })).getByText('Member No')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Attachments' })).getByText(NOTHING_RECORDED),
    ).toBeTruthy();
  });

  it('previews an uploaded PDF in a dialog over the record, saying why when it cannot', async () => {
    const spy = renderWorkspace(reviewDetail(), {
      'GET documents/doc-1': () => json({ message: 'Document not found.' }, 404),
    });
    const bio = await screen.findByRole('region', { name: 'Bio' });
    fireEvent.click(within(bio).getByRole('button', { name: 'Preview national-id.pdf' }));
    const preview = await screen.findByRole('dialog', { name: 'national-id.pdf' });
    expect(await within(preview).findByText('Document not found.')).toBeTruthy();
    const asked = spy.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/documents/doc-1?disposition=inline');
  });

  it('lists referees with their answers and the payment state', async () => {
    renderWorkspace(reviewDetail(), {}, '?tab=referees');
    const referees = await screen.findByRole('list', { name: 'Referees' });
    const [accepted, pending] = within(referees).getAllByRole('listitem') as HTMLElement[];
    expect(within(accepted as HTMLElement).getByText('Accepted')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('Pending')).toBeTruthy();
    expect(within(accepted as HTMLElement).getByRole('link', { name: /Form/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Payment' }));
    expect(await screen.findByText('Not paid')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice INV-000077' })).toBeTruthy();
  });
});
