import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CpdAward, cpdMessages } from '../../../../contract/cpd';
import { renderPage } from '../../../test-support/render';
import { failure, ok, stubApi } from '../events/event-test-fixtures';
import CpdAwardsPage from './CpdAwardsPage';

afterEach(() => vi.restoreAllMocks());

const award = (certificateNo: string, pointAwarded: number, eventCode: string | null): CpdAward => ({
  memberNo: 'M/1234',
  description: eventCode ? 'Bridge Design Seminar' : 'Paper on soil mechanics',
  provider: 'EIK',
  location: 'Nairobi',
  eventDate: '2026-03-01',
  endDate: '2026-03-01',
  pointAwarded,
  eventCode,
  certificateNo,
  period: 2026,
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CPD awards page', () => {
  it('checks the dates, posts the award and then lists the member’s awards with the total', async () => {
    let awards = [award('CPD-2026-AAAAAAAA', 6, 'EV-0001')];
    const sent = stubApi((method, path) => {
      if (method === 'POST' && path === 'admin/cpd/awards') {
        const saved = award('CPD-2026-BBBBBBBB', 4, null);
        awards = [...awards, saved];
        return ok(saved);
      }
      if (method === 'GET' && path === 'admin/cpd/awards?memberNo=M%2F1234') return ok(awards);
      return undefined;
    });
    renderPage(<CpdAwardsPage />, '/admin/cpd-awards');
    type(/^Member No \*/, 'M/1234');
    type(/^Description/, 'Paper on soil mechanics');
    type(/^Provider/, 'EIK');
    type(/^Start date/, '2026-03-02');
    type(/^End date/, '2026-03-01');
    type(/^Points/, '4');
    fireEvent.click(screen.getByRole('button', { name: 'Record award' }));
    expect(await screen.findByText('The end must not be before the start')).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    type(/^Start date/, '2026-03-01');
    fireEvent.click(screen.getByRole('button', { name: 'Record award' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        memberNo: 'M/1234',
        description: 'Paper on soil mechanics',
        provider: 'EIK',
        location: '',
        eventDate: '2026-03-01',
        endDate: '2026-03-01',
        points: 4,
      }),
    );
    expect(await screen.findByText(cpdMessages.awardSaved)).toBeTruthy();
    expect(await screen.findByText('CPD-2026-BBBBBBBB')).toBeTruthy();
    expect(screen.getByText('Recorded by hand')).toBeTruthy();
    expect(screen.getByText('Total: 10 points')).toBeTruthy();
  });

  it("shows the server's refusal under the member number", async () => {
    stubApi((method, path) =>
      method === 'POST' && path === 'admin/cpd/awards'
        ? failure(422, 'Check the award', { memberNo: cpdMessages.memberNotFound })
        : undefined,
    );
    renderPage(<CpdAwardsPage />, '/admin/cpd-awards');
    type(/^Member No \*/, 'M/0000');
    type(/^Description/, 'Outside course');
    type(/^Provider/, 'IEEE');
    type(/^Start date/, '2026-03-01');
    type(/^End date/, '2026-03-01');
    fireEvent.click(screen.getByRole('button', { name: 'Record award' }));
    expect(await screen.findByText(cpdMessages.memberNotFound)).toBeTruthy();
  });

  it('looks up a member number typed into the lookup', async () => {
    const sent = stubApi((method, path) =>
      method === 'GET' && path === 'admin/cpd/awards?memberNo=M%2F7'
        ? ok([award('CPD-2026-CCCCCCCC', 3, 'EV-0002')])
        : undefined,
    );
    renderPage(<CpdAwardsPage />, '/admin/cpd-awards');
    type(/^Member No to look up/, 'M/7');
    fireEvent.click(screen.getByRole('button', { name: 'Show awards' }));
    expect(await screen.findByText('CPD-2026-CCCCCCCC')).toBeTruthy();
    expect(screen.getByText('Total: 3 points')).toBeTruthy();
    expect(sent.some((request) => request.path === 'admin/cpd/awards?memberNo=M%2F7')).toBe(true);
  });
});
