import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewDetail } from '../../../contract/applications';
import { assignmentMessages } from '../../../contract/review-assignment-rules';
import { rememberSession } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, type Handler, stubApi } from '../../test-support/stub-api';
import { signedInUser } from '../../test-support/users';
import { assignDialogTexts } from './AssignDialog';
import { assignmentControlTexts } from './AssignmentControl';
import ReviewWorkspacePage from './ReviewWorkspacePage';
import { stageDueTexts } from './StageDue';
import { reviewDetail, reviewers } from './test-review';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const base = 'review/applications/APP-000042';
const me = signedInUser({ id: 4, name: 'Approver Njeri', is_approver: true });

function renderWorkspace(detail: ReviewDetail, handlers: Record<string, Handler> = {}) {
  rememberSession(me, '2099-01-01T00:00:00.000Z');
  const spy = stubApi({
    'GET auth/user': () => data(me),
    [`GET ${base}`]: () => data(detail),
    [`GET ${base}/profile`]: () => data({ bio: null, names: {}, firmBio: null, sections: [] }),
    'GET review/reviewers': () => data(reviewers),
    ...handlers,
  });
  renderPage(
    <Routes>
      <Route path="/admin/review/:code" element={<ReviewWorkspacePage />} />
    </Routes>,
    '/admin/review/APP-000042',
  );
  return spy;
}

const region = () => screen.findByRole('region', { name: assignmentControlTexts.assignee });

describe('the assignee and due day in the workspace', () => {
  it('takes an unassigned application with "Assign to me" and toasts', async () => {
    const mine = reviewDetail({
      assignment: { assignee: { id: 4, name: 'Approver Njeri' }, assignedAt: '2026-03-05T08:00:00.000Z' },
    });
    let current = reviewDetail();
    const spy = renderWorkspace(reviewDetail(), {
      [`GET ${base}`]: () => data(current),
      'POST review/assignments': () => {
        current = mine;
        return data({ changed: 1, assignee: { id: 4, name: 'Approver Njeri' } });
      },
    });
    const box = await region();
    expect(within(box).getByText(assignmentControlTexts.unassigned)).toBeTruthy();
    expect(within(box).getByText('9 Mar 2026')).toBeTruthy();
    expect(within(box).getByText(`(${stageDueTexts.daysInStage(3)})`)).toBeTruthy();
    fireEvent.click(await within(box).findByRole('button', { name: assignmentControlTexts.assignToMe }));
    expect(await screen.findByText(assignmentMessages.assigned(1, 'Approver Njeri'))).toBeTruthy();
    expect(bodiesSent(spy, 'POST review/assignments')).toEqual([{ codes: ['APP-000042'], assigneeId: 4 }]);
    // The answer is read again: mine now, so "Assign to me" is gone.
    await waitFor(() => expect(within(box).getByText('Approver Njeri')).toBeTruthy());
    expect(within(box).queryByRole('button', { name: assignmentControlTexts.assignToMe })).toBeNull();
  });

  it('changes the assignee through the dialog and flags an overdue stage', async () => {
    const spy = renderWorkspace(
      reviewDetail({
        assignment: { assignee: { id: 4, name: 'Approver Njeri' }, assignedAt: '2026-03-05T08:00:00.000Z' },
        timing: {
          stageEnteredAt: '2026-01-01T00:00:00.000Z',
          daysInStage: 40,
          dueAt: '2026-01-08T00:00:00.000Z',
          overdue: true,
        },
      }),
      { 'POST review/assignments': () => data({ changed: 1, assignee: { id: 3, name: 'Admin Kamau' } }) },
    );
    const box = await region();
    expect(within(box).getByText(stageDueTexts.overdue)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: assignmentControlTexts.change }));
    const dialog = await screen.findByRole('dialog', { name: assignDialogTexts.title(1) });
    fireEvent.click(within(dialog).getByRole('combobox', { name: assignDialogTexts.reviewer }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Admin Kamau', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: assignDialogTexts.submit }));
    expect(await screen.findByText(assignmentMessages.assigned(1, 'Admin Kamau'))).toBeTruthy();
    expect(bodiesSent(spy, 'POST review/assignments')).toEqual([{ codes: ['APP-000042'], assigneeId: 3 }]);
  });

  it('offers no change on finished work', async () => {
    renderWorkspace(
      reviewDetail({
        status: 'Released',
        allowedActions: [],
        timing: { stageEnteredAt: '2026-03-02T09:30:00.000Z', daysInStage: 3, dueAt: null, overdue: false },
      }),
    );
    const box = await region();
    expect(within(box).queryByRole('button')).toBeNull();
  });
});
