import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewDecisionMessages } from '../../../../contract/review-decisions';
import { type UpgradeReviewDetail, upgradeMessages } from '../../../../contract/upgrades';
import { Providers } from '../../../app/Providers';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import { decisionDialogTexts } from '../../review/public';
import UpgradeReviewPage from './UpgradeReviewPage';

afterEach(() => vi.restoreAllMocks());

const detail = (changes: Partial<UpgradeReviewDetail> = {}): UpgradeReviewDetail => ({
  code: 'UPG000003',
  memberName: 'JAMES KAMAU',
  memberNo: 'M/1021',
  email: 'member@eik.example',
  fromCategory: 'CORPORATE',
  toCategory: 'PROFESSIONAL',
  fromCategoryDescription: 'Corporate Member',
  toCategoryDescription: 'Professional Engineer',
  amount: 11000,
  status: 'Committee Review',
  submittedAt: '2026-03-01T10:00:00.000Z',
  paid: true,
  comments: [
    {
      displayName: 'Amina Hassan',
      commentDate: '2026-03-02T10:00:00.000Z',
      comment: 'Check the CPD record',
      hiddenFromApplicant: true,
    },
  ],
  transitions: [],
  checklist: [],
  allowedActions: ['approve', 'reject'],
  ...changes,
});

function renderReview(transition: (body: unknown) => Response, changes: Partial<UpgradeReviewDetail> = {}) {
  const spy = stubApi({
    'GET review/upgrades/UPG000003': () => data(detail(changes)),
    'POST review/upgrades/UPG000003/transition': transition,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/upgrades/:code', element: <UpgradeReviewPage /> }], {
    initialEntries: ['/admin/upgrades/UPG000003'],
  });
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return spy;
}

describe('Upgrade review (staff)', () => {
  it('names the categories and asks before approving, warning of failing checklist items', async () => {
    const spy = renderReview(() => data(detail({ status: 'Approved', allowedActions: [] })), {
      checklist: [
        { description: 'Profile picture', pass: false },
        { description: 'CV', pass: true },
      ],
    });
    expect(await screen.findByText(/hidden from the member/)).toBeTruthy();
    expect(screen.getAllByText('Professional Engineer').length).toBeGreaterThan(0);
    expect(screen.queryByText('PROFESSIONAL')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move to committee review' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(/moves from Committee Review to Approved/)).toBeTruthy();
    expect(within(modal).getByText(decisionDialogTexts.failingTitle(1))).toBeTruthy();
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Welcome' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Approve' }));
    expect(
      await within(modal).findByText(reviewDecisionMessages.checklistFailing(['Profile picture'])),
    ).toBeTruthy();
    expect(bodiesSent(spy, 'POST review/upgrades/UPG000003/transition')).toEqual([]);
    fireEvent.change(within(modal).getByRole('textbox', { name: reviewDecisionMessages.overrideLabel }), {
      target: { value: 'Photo seen at the counter' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(upgradeMessages.moved('Approved'))).toBeTruthy();
    expect(bodiesSent(spy, 'POST review/upgrades/UPG000003/transition')).toEqual([
      {
        action: 'approve',
        comment: 'Welcome',
        hiddenFromApplicant: false,
        checklistOverride: 'Photo seen at the counter',
      },
    ]);
  });

  it('requires a reason to reject and warns that the fee is unpaid', async () => {
    const spy = renderReview(() => data(detail({ status: 'Rejected', allowedActions: [] })), {
      status: 'Open',
      paid: false,
      allowedActions: ['advance', 'reject'],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(reviewDecisionMessages.unpaidWarning)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText(reviewDecisionMessages.rejectReasonRequired)).toBeTruthy();
    expect(bodiesSent(spy, 'POST review/upgrades/UPG000003/transition')).toEqual([]);
  });

  it("shows the server's refusal in the dialog", async () => {
    renderReview(() => json({ message: upgradeMessages.transitionRefused('Approved', 'reject') }, 409));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByRole('textbox', { name: /Reason/ }), { target: { value: 'No' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(modal).getByRole('alert').textContent).toContain(
        upgradeMessages.transitionRefused('Approved', 'reject'),
      ),
    );
  });
});
