import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CpdAward, CpdPoints } from '../../../contract/cpd';
import { renderPage } from '../../test-support/render';
import { data, json, stubApi } from '../../test-support/stub-api';
import { NO_MEMBER_RECORD_REASON } from '../dashboard/member-nav';
import CpdPage, { cpdPageTexts } from './CpdPage';

afterEach(() => vi.restoreAllMocks());

const award = (overrides: Partial<CpdAward>): CpdAward => ({
  memberNo: 'M-0042',
  description: 'Bridge Design Seminar',
  provider: 'EIK',
  location: 'Nairobi',
  eventDate: '2026-03-10',
  endDate: '2026-03-11',
  pointAwarded: 5,
  eventCode: 'EV-0001',
  certificateNo: 'CPD-2026-ABCDEFGH',
  period: 2026,
  ...overrides,
});

const awards = [
  award({}),
  award({ description: 'Water Summit', certificateNo: 'CPD-2026-JKMNPQRS', pointAwarded: 7 }),
  award({
    description: 'Roads Workshop',
    certificateNo: 'CPD-2025-TVWXYZ01',
    eventDate: '2025-06-01',
    endDate: '2025-06-01',
    pointAwarded: 3,
    period: 2025,
  }),
];
const points: CpdPoints = {
  points: 15,
  currentYearPoints: 12,
  byYear: [
    { year: 2025, points: 3 },
    { year: 2026, points: 12 },
  ],
};

function renderCpd(path = '/cpd', handlers = {}) {
  const spy = stubApi({
    'GET profile': () => data({ ProfileID: 'PR-000007', MemberNo: 'M-0042' }),
    'GET cpd_awards/awards': () => data(awards),
    'GET cpd_awards/points': () => data(points),
    ...handlers,
  });
  renderPage(<CpdPage />, path);
  return spy;
}

const total = () => screen.getByTestId('cpd-total').textContent;

describe('/cpd', () => {
  it("lists the member's awards with their total, asking with the member number", async () => {
    const spy = renderCpd();
    expect(await screen.findByText('Water Summit')).toBeTruthy();
    expect(screen.getByText('Roads Workshop')).toBeTruthy();
    expect(total()).toBe('Total15 points');
    expect(
      spy.mock.calls.some(([input]) => String(input).includes('cpd_awards/awards?memberNo=M-0042')),
    ).toBe(true);
    const verify = screen.getByRole('link', { name: /Verify CPD-2026-ABCDEFGH/ });
    expect(verify.getAttribute('href')).toBe('/cert-verify/CPD-2026-ABCDEFGH');
    expect(verify.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Certificate CPD-2026-ABCDEFGH' }).getAttribute('href')).toBe(
      '/cpd/certificate/CPD-2026-ABCDEFGH',
    );
  });

  it('filters by year and recomputes the total', async () => {
    renderCpd();
    await screen.findByText('Water Summit');
    const year = screen.getByRole('combobox', { name: 'Year' });
    fireEvent.click(year);
    // The transcript's year lists hold a 2025 too: take the one of the Year filter's own list.
    const options = await waitFor(
      () => document.getElementById(year.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    fireEvent.click(within(options).getByRole('option', { name: '2025', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Water Summit')).toBeNull());
    expect(screen.getByText('Roads Workshop')).toBeTruthy();
    expect(total()).toBe('Total3 points');
  });

  it('takes the year from the address', async () => {
    renderCpd('/cpd?year=2026');
    await screen.findByText('Water Summit');
    expect(screen.queryByText('Roads Workshop')).toBeNull();
    expect(total()).toBe('Total12 points');
  });

  it('charts the points per year with the figures written out', async () => {
    renderCpd();
    const chart = await screen.findByRole('list', { name: 'CPD points per year' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual(['2025:3 ptspoints', '2026:12 ptspoints']);
    expect((screen.getByTestId('cpd-bar-2026') as HTMLElement).style.width).toBe('100%');
    expect((screen.getByTestId('cpd-bar-2025') as HTMLElement).style.width).toBe('25%');
    expect(screen.getByText('This year').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('All time').nextElementSibling?.textContent).toBe('15');
  });

  it('says when no points are recorded yet', async () => {
    renderCpd('/cpd', { 'GET cpd_awards/awards': () => data([]) });
    expect(await screen.findByText(cpdPageTexts.empty)).toBeTruthy();
    expect(screen.queryByTestId('cpd-total')).toBeNull();
  });

  it("shows the server's message when the awards cannot be read", async () => {
    renderCpd('/cpd', { 'GET cpd_awards/awards': () => json({ message: 'CPD records not found' }, 404) });
    expect(await screen.findByText('CPD records not found')).toBeTruthy();
  });

  it('asks nothing of CPD without a member number', async () => {
    const spy = renderCpd('/cpd', { 'GET profile': () => data({ ProfileID: 'PR-000007', MemberNo: null }) });
    expect(await screen.findByText(NO_MEMBER_RECORD_REASON)).toBeTruthy();
    expect(spy.mock.calls.some(([input]) => String(input).includes('cpd_awards'))).toBe(false);
  });
});
