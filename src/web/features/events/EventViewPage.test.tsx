import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventMessages } from '../../../contract/events';
import { Providers } from '../../app/Providers';
import { bodiesSent, data, json, stubApi } from '../../test-support/stub-api';
import EventViewPage from './EventViewPage';
import { booking, portalEvent } from './test-events';

afterEach(() => vi.restoreAllMocks());

/** The page reads the event no from its route, so it is mounted at /events/view/:no. */
function renderView(no: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/events/view/:no', element: <EventViewPage /> }], {
    initialEntries: [`/events/view/${encodeURIComponent(no)}`],
  });
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('EventViewPage (spec 3 §2.7)', () => {
  it("shows the event's full details and books it from there", async () => {
    const spy = stubApi({
      'GET events/EV-000001': () => data(portalEvent({ cpdHours: 0, isWebinar: true })),
      'POST events/EV-000001/book': () => data(booking()),
    });
    renderView('EV-000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Structural Design Workshop' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Structural Design Workshop logo' })).toBeTruthy();
    expect(screen.getByText('0 CPD points')).toBeTruthy();
    expect(screen.getByText('Webinar')).toBeTruthy();
    expect(screen.getByText('Workshops')).toBeTruthy();
    expect(screen.getByText('KICC, Nairobi')).toBeTruthy();
    expect(screen.getByText('EIK Training, NCA')).toBeTruthy();
    expect(screen.getByText('09:00–17:00')).toBeTruthy();
    expect(screen.getByText('8 places left')).toBeTruthy();
    expect(screen.getByText(/Two days on Eurocode 2\./)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Book Now: Structural Design Workshop' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText(eventMessages.bookedPayNow)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
    await waitFor(() => expect(bodiesSent(spy, 'POST events/EV-000001/book')).toHaveLength(1));
  });

  it("shows the server's message for an unknown event", async () => {
    stubApi({ 'GET events/EV-404': () => json({ message: eventMessages.notFound }, 404) });
    renderView('EV-404');
    expect((await screen.findByRole('alert')).textContent).toContain(eventMessages.notFound);
    expect(screen.queryByRole('button', { name: /^Book Now/ })).toBeNull();
  });
});
