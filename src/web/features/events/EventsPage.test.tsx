import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Booking, eventMessages, type PortalEvent } from '../../../contract/events';
import { encodeRouteText } from '../../../contract/route-values';
import { renderPage } from '../../test-support/render';
import { bodiesSent, data, type Handler, json, stubApi } from '../../test-support/stub-api';
import EventsPage from './EventsPage';
import { booking, portalEvent } from './test-events';

// The toast store outlives a render; a booking's toast must not stand in for a later page's alert.
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

/** Shows where the page sent the router, so the tab's place in the URL can be read. */
function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>;
}

function renderEvents(
  path: string,
  {
    events = [portalEvent()],
    bookings = [booking()],
    more = {},
  }: {
    events?: PortalEvent[];
    bookings?: Booking[];
    more?: Record<string, Handler>;
  } = {},
) {
  const spy = stubApi({
    'GET events/all_events': () => data(events),
    'GET events': () => data(bookings),
    ...more,
  });
  renderPage(
    <>
      <EventsPage />
      <CurrentUrl />
    </>,
    path,
  );
  return spy;
}

const currentUrl = () => screen.getByRole('status', { name: 'Current URL' }).textContent;
const calls = (spy: ReturnType<typeof stubApi>, key: string) => bodiesSent(spy, key).length;

describe('EventsPage tabs (spec 3 §2.7)', () => {
  it('opens Booked Events from ?tab=booked and keeps the chosen tab in the URL', async () => {
    renderEvents('/events?tab=booked');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Booked Events' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'Booked Events' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Upcoming Events' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Structural Design Workshop' })).toBeTruthy();
    expect(currentUrl()).toBe('/events');

    fireEvent.click(screen.getByRole('tab', { name: 'Booked Events' }));
    await waitFor(() => expect(currentUrl()).toBe('/events?tab=booked'));
  });

  it('opens Upcoming Events by default', async () => {
    renderEvents('/events');
    expect(screen.getByRole('tab', { name: 'Upcoming Events' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('list', { name: 'Upcoming Events' })).toBeTruthy();
  });
});

describe('Upcoming Events', () => {
  it('shows each card with its CPD badge (0 by default), webinar tag, type, fee and places', async () => {
    renderEvents('/events', {
      events: [
        portalEvent(),
        portalEvent({
          no: 'EV-000002',
          description: 'Ethics Webinar',
          cpdHours: 0,
          isWebinar: true,
          eventType: 'SEMINARS',
          fee: 0,
          logoUrl: null,
          capacity: null,
          placesLeft: null,
        }),
      ],
    });
    const cards = within(await screen.findByRole('list', { name: 'Upcoming Events' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const [workshop, webinar] = cards as [HTMLElement, HTMLElement];

    expect(within(workshop).getByText('12 CPD points')).toBeTruthy();
    expect(within(workshop).queryByText('Webinar')).toBeNull();
    expect(within(workshop).getByText('Workshops')).toBeTruthy();
    expect(within(workshop).getByText(/2,500\.00/)).toBeTruthy();
    expect(within(workshop).getByText('8 places left')).toBeTruthy();
    expect(within(workshop).getByText('EIK Training, NCA')).toBeTruthy();
    expect(within(workshop).getByText('Tue, 14 – Thu, 16 Jul 2026')).toBeTruthy();
    const logo = within(workshop).getByRole('img', { name: 'Structural Design Workshop logo' });
    expect(logo.getAttribute('loading')).toBe('lazy');

    expect(within(webinar).getByText('0 CPD points')).toBeTruthy();
    expect(within(webinar).getByText('Webinar')).toBeTruthy();
    expect(within(webinar).getByText('Free')).toBeTruthy();
    expect(within(webinar).queryByRole('img')).toBeNull();
    expect(within(webinar).queryByText(/places? left/)).toBeNull();
    // No logo: a tile in the type's colour with the day it starts, not a grey box.
    const tile = within(webinar).getByTestId('event-tile');
    expect(within(tile).getByText('JUL')).toBeTruthy();
    expect(within(tile).getByText('14')).toBeTruthy();
    expect(within(tile).getByText('Seminars')).toBeTruthy();
  });

  it('shows the tile instead of a logo that does not load', async () => {
    renderEvents('/events', { events: [portalEvent()] });
    const logo = await screen.findByRole('img', { name: 'Structural Design Workshop logo' });
    fireEvent.error(logo);
    expect(await screen.findByTestId('event-tile')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Structural Design Workshop logo' })).toBeNull();
  });

  it('links to an outside booking site in a new tab and books nothing in the portal', async () => {
    const spy = renderEvents('/events', {
      events: [portalEvent({ bookingUrl: 'https://events.example/book/42' })],
      more: { 'POST events/EV-000001/book': () => data(booking()) },
    });
    const link = await screen.findByRole('link', { name: /^Book Now/ });
    expect(link.getAttribute('href')).toBe('https://events.example/book/42');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(spy, 'POST events/EV-000001/book')).toBe(0);
  });

  it('books a paid event after confirming and offers Pay Now for its invoice at once', async () => {
    // Once booked, the list reads the event as booked: the dialog with Pay Now must outlive that.
    let booked = false;
    const spy = renderEvents('/events', {
      more: {
        'GET events/all_events': () => data([portalEvent({ bookingNo: booked ? 'BK-000001' : null })]),
        'POST events/EV-000001/book': () => {
          booked = true;
          return data(booking());
        },
        'POST payments': () => data({ reference: 'ref-9', checkoutUrl: '/checkout/sandbox/ref-9' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Book Now: Structural Design Workshop' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Book Structural Design Workshop for KES\s2,500\.00\?$/)).toBeTruthy();
    expect(calls(spy, 'POST events/EV-000001/book')).toBe(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText(eventMessages.bookedPayNow)).toBeTruthy();
    expect(calls(spy, 'POST events/EV-000001/book')).toBe(1);
    expect(await screen.findByRole('button', { name: 'Booked' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(bodiesSent(spy, 'POST payments')).toEqual([
        { invoiceNo: 'INV-000301', from: '/events?tab=booked' },
      ]),
    );
  });

  it('asks about a free event as free and confirms without Pay Now', async () => {
    const spy = renderEvents('/events', {
      events: [portalEvent({ fee: 0 })],
      more: {
        'POST events/EV-000001/book': () =>
          data(booking({ amount: 0, billed: false, proformaInvoiceNo: null, status: 'Confirmed' })),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Book Now: Structural Design Workshop' }));
    expect(await screen.findByText('Book Structural Design Workshop for free?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(eventMessages.booked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
    expect(calls(spy, 'POST events/EV-000001/book')).toBe(1);
  });

  it("shows the server's refusal (fully booked) in the dialog", async () => {
    renderEvents('/events', {
      more: { 'POST events/EV-000001/book': () => json({ message: eventMessages.fullyBooked }, 409) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Book Now: Structural Design Workshop' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(eventMessages.fullyBooked);
    expect(within(dialog).queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('shows a booked event as Booked with a way to the booking, and a full one as Fully booked', async () => {
    renderEvents('/events', {
      events: [
        portalEvent({ bookingNo: 'BK-000001' }),
        portalEvent({ no: 'EV-000002', description: 'Sold Out Seminar', placesLeft: 0 }),
      ],
    });
    const booked = await screen.findByRole('button', { name: 'Booked' });
    expect(booked.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('link', { name: 'See your booking: Structural Design Workshop' }).getAttribute('href'),
    ).toBe('/events?tab=booked');
    expect(screen.getByRole('button', { name: 'Fully booked' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Fully booked').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: /^Book Now/ })).toBeNull();
  });

  it('switches to the list view, keeping the choice in the URL', async () => {
    renderEvents('/events');
    await screen.findByRole('list', { name: 'Upcoming Events' });
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    const table = await screen.findByRole('table', { name: 'Upcoming Events' });
    expect(within(table).getByRole('link', { name: 'Structural Design Workshop' }).getAttribute('href')).toBe(
      '/events/view/EV-000001',
    );
    expect(currentUrl()).toBe('/events?view=list');
    expect(localStorage.getItem('events.layout')).toBe('list');
  });

  it('shows an empty state when no event is coming up', async () => {
    renderEvents('/events', { events: [] });
    expect(await screen.findByText('No upcoming events right now.')).toBeTruthy();
  });

  it("shows the server's message when the events cannot be read", async () => {
    renderEvents('/events', {
      more: { 'GET events/all_events': () => json({ message: 'Events are offline.' }, 503) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Events are offline.');
  });
});

describe('Booked Events', () => {
  /** The texts of the links and buttons in a row's Actions cell, in order. */
  const actionsOf = async (event: string) => {
    const row = (await screen.findByRole('cell', { name: event })).closest('tr') as HTMLElement;
    return Array.from(within(row).getAllByRole('cell').at(-1)?.querySelectorAll('a, button') ?? []).map(
      (element) => element.textContent,
    );
  };

  it('offers view only while active, Receipt once paid, Invoice once billed, Pay Now while owed', async () => {
    renderEvents('/events?tab=booked', {
      bookings: [
        booking({ eventDescription: 'Owed' }),
        booking({
          bookingNo: 'BK-2',
          eventDescription: 'Paid',
          paid: true,
          status: 'Confirmed',
          receiptNo: 'RCT-000900',
        }),
        booking({
          bookingNo: 'BK-3',
          eventDescription: 'Free',
          billed: false,
          proformaInvoiceNo: null,
          amount: 0,
          status: 'Confirmed',
        }),
        booking({
          bookingNo: 'BK-4',
          eventDescription: 'Called off',
          isActive: false,
          status: 'Cancelled',
          billed: false,
          proformaInvoiceNo: null,
        }),
      ],
    });
    expect(await actionsOf('Owed')).toEqual(['view', 'Invoice', 'Pay Now']);
    expect(await actionsOf('Paid')).toEqual(['view', 'Receipt', 'Invoice']);
    expect(await actionsOf('Free')).toEqual(['view']);
    expect(await actionsOf('Called off')).toEqual([]);

    const table = screen.getByRole('table', { name: 'Booked Events' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'Event', 'Location', 'Paid', 'Status', 'Actions']);
    expect(screen.getByRole('link', { name: 'Receipt RCT-000900' }).getAttribute('href')).toBe(
      `/billing/receipt/${encodeRouteText('RCT-000900')}`,
    );
    expect(screen.getAllByRole('link', { name: 'Invoice INV-000301' })[0]?.getAttribute('href')).toBe(
      `/billing/invoice/${encodeRouteText('INV-000301')}`,
    );
    expect(screen.getByRole('link', { name: 'view Owed' }).getAttribute('href')).toBe(
      '/events/view/EV-000001',
    );
    const paidRow = screen.getByRole('cell', { name: 'Paid' }).closest('tr') as HTMLElement;
    expect(
      within(paidRow)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Paid', 'KICC, Nairobi', 'Yes', 'Confirmed']);
  });

  it('shows an empty state when nothing is booked', async () => {
    renderEvents('/events?tab=booked', { bookings: [] });
    expect(await screen.findByText('You have not booked any events yet.')).toBeTruthy();
  });

  it('stacks the bookings as cards at phone width', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      renderEvents('/events?tab=booked', { bookings: [booking(), booking({ bookingNo: 'BK-2' })] });
      const list = await screen.findByRole('list', { name: 'Booked Events' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
