import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Upgrade } from '../../../contract/upgrades';
import { renderPage } from '../../test-support/render';
import { data, stubApi } from '../../test-support/stub-api';
import { shownKes } from '../billing/test-entries';
import { upgrade, visibleComment } from './test-upgrades';
import UpgradesPage from './UpgradesPage';

afterEach(() => vi.restoreAllMocks());

const allActions = ['Receipt', 'Proforma', 'Pay Now', 'Upgrade Report', 'Acceptance letter'] as const;

function renderUpgrades(upgrades: Upgrade[]) {
  stubApi({ 'GET upgrade': () => data(upgrades) });
  renderPage(<UpgradesPage />, '/upgrade');
}

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;
const shownActions = (row: HTMLElement) =>
  [...row.querySelectorAll('a, button')]
    .map((element) => element.textContent?.trim() ?? '')
    .filter((label) => (allActions as readonly string[]).includes(label));
const commentsButton = (row: HTMLElement) =>
  within(row).queryByRole('button', { name: /Reviewer Comments on/ }) as HTMLButtonElement | null;

describe('My Upgrades (spec 3 §2.3)', () => {
  it('shows the columns of the spec', async () => {
    renderUpgrades([upgrade({ status: 'Committee Review', membershipComments: [visibleComment] })]);
    const row = await rowOf('UPG000007');
    for (const header of [
      'Code',
      'From Category',
      'To Category',
      'Amount',
      'Period',
      'Status',
      'Feedback',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(row).queryByText('CORPORATE')).toBeNull();
    expect(within(row).getByText('Corporate Member')).toBeTruthy();
    expect(within(row).getByText('Professional Engineer')).toBeTruthy();
    expect(within(row).getByText(shownKes(11000))).toBeTruthy();
    expect(within(row).getByText('2026')).toBeTruthy();
    expect(within(row).getByText(visibleComment.comment)).toBeTruthy();
  });

  const cases: [string, Partial<Upgrade>, string[]][] = [
    ['unpaid Open', {}, ['Proforma', 'Pay Now', 'Upgrade Report']],
    [
      'paid Committee Review',
      { status: 'Committee Review', postedReceiptNo: 'RCT-9' },
      ['Receipt', 'Proforma', 'Upgrade Report'],
    ],
    [
      'Approved',
      { status: 'Approved', postedReceiptNo: 'RCT-9' },
      ['Receipt', 'Proforma', 'Upgrade Report', 'Acceptance letter'],
    ],
    ['not billed', { proFormaRef: null }, ['Upgrade Report']],
  ];
  it.each(cases)('offers the actions of an %s upgrade', async (_name, changes, expected) => {
    renderUpgrades([upgrade(changes)]);
    expect(shownActions(await rowOf('UPG000007'))).toEqual(expected);
  });

  it('offers Reviewer Comments only past Open, disabled while there are none, and shows each comment', async () => {
    renderUpgrades([
      upgrade({ code: 'UPG000001', status: 'Open', membershipComments: [visibleComment] }),
      upgrade({ code: 'UPG000002', status: 'Committee Review' }),
      upgrade({ code: 'UPG000003', status: 'Rejected', membershipComments: [visibleComment] }),
    ]);
    expect(commentsButton(await rowOf('UPG000001'))).toBeNull();
    expect(commentsButton(await rowOf('UPG000002'))?.disabled).toBe(true);
    const withComments = commentsButton(await rowOf('UPG000003'));
    expect(withComments?.disabled).toBe(false);
    fireEvent.click(withComments as HTMLButtonElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Amina Hassan')).toBeTruthy();
    expect(within(dialog).getByText(visibleComment.comment)).toBeTruthy();
  });

  it('links the documents to their pages', async () => {
    renderUpgrades([upgrade({ status: 'Approved' })]);
    const row = await rowOf('UPG000007');
    expect(within(row).getByRole('link', { name: 'Upgrade Report UPG000007' }).getAttribute('href')).toBe(
      '/upgrade/document/UPG000007',
    );
    expect(within(row).getByRole('link', { name: 'Acceptance letter UPG000007' }).getAttribute('href')).toBe(
      '/upgrade/acceptance-letter/UPG000007',
    );
  });
});
