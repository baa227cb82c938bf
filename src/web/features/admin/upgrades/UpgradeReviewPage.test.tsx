import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type UpgradeReviewDetail, upgradeMessages } from '../../../../contract/upgrades';
import { Providers } from '../../../app/Providers';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
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

function renderReview(transition: (body: unknown) => Response) {
  const spy = stubApi({
    'GET review/upgrades/UPG000003': () => data(detail()),
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
  it('offers the allowed actions, marks hidden comments and sends the decision with its comment', async () => {
    const spy = renderReview(() => data(detail({ status: 'Approved', allowedActions: [] })));
    expect(await screen.findByText(/hidden from the member/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to committee review' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Comment', { exact: true }), { target: { value: 'Welcome' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(upgradeMessages.moved('Approved'))).toBeTruthy();
    expect(bodiesSent(spy, 'POST review/upgrades/UPG000003/transition')).toEqual([
      { action: 'approve', comment: 'Welcome', hiddenFromApplicant: false },
    ]);
  });

  it("shows the server's refusal", async () => {
    renderReview(() => json({ message: upgradeMessages.transitionRefused('Approved', 'reject') }, 409));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        upgradeMessages.transitionRefused('Approved', 'reject'),
      ),
    );
  });
});
