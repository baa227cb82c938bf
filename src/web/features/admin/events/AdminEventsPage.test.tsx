import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test-support/render';
import AdminEventsPage, { adminEventsTexts } from './AdminEventsPage';
import { failure, ok, sampleEvent, stubApi } from './event-test-fixtures';

afterEach(() => vi.restoreAllMocks());

describe('admin events list', () => {
  it('reads the filters from the address and shows each event with its counts and a link', async () => {
    const sent = stubApi((_method, path) =>
      path.startsWith('admin/events?')
        ? ok({
            events: [
              sampleEvent(),
              sampleEvent({ no: 'EV-0002', description: 'Open Day', capacity: null, bookedCount: 7 }),
            ],
            total: 2,
            page: 2,
            pageSize: 20,
          })
        : undefined,
    );
    renderPage(<AdminEventsPage />, '/admin/events?status=Draft&term=bridge&page=2');
    expect(await screen.findByText('Bridge Design Seminar')).toBeTruthy();
    expect(sent[0]?.path).toBe('admin/events?status=Draft&term=bridge&page=2');
    const rows = screen.getAllByRole('row').slice(1);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'EV-0001' }).getAttribute('href')).toBe('/admin/events/EV-0001');
    expect(first.getByText('SEMINARS')).toBeTruthy();
    expect(first.getByText('Draft')).toBeTruthy();
    expect(first.getByText('3 / 50')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('7 / —')).toBeTruthy();
    expect(screen.getByRole('link', { name: adminEventsTexts.newEvent }).getAttribute('href')).toBe(
      '/admin/events/new',
    );
  });

  it('says so when no event matches, and shows a failed read with a retry', async () => {
    stubApi((_method, path) =>
      path.startsWith('admin/events?') ? ok({ events: [], total: 0, page: 1, pageSize: 20 }) : undefined,
    );
    renderPage(<AdminEventsPage />, '/admin/events');
    expect(await screen.findByText(adminEventsTexts.empty)).toBeTruthy();
    vi.restoreAllMocks();
    stubApi((_method, path) =>
      path.startsWith('admin/events?') ? failure(500, 'Database unavailable') : undefined,
    );
    renderPage(<AdminEventsPage />, '/admin/events?status=Cancelled');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
  });
});
