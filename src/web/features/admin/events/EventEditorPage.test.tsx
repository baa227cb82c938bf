import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventMessages } from '../../../../contract/events';
import { renderPage } from '../../../test-support/render';
import EventEditorPage from './EventEditorPage';
import { eventStatusTexts } from './EventStatusActions';
import { failure, ok, sampleEvent, stubApi } from './event-test-fixtures';

afterEach(() => vi.restoreAllMocks());

const renderEditor = (path: string) =>
  renderPage(
    <Routes>
      <Route path="/admin/events/new" element={<EventEditorPage />} />
      <Route path="/admin/events/:no" element={<EventEditorPage />} />
    </Routes>,
    path,
  );

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('event editor', () => {
  it('shows the contract messages, then posts the new event and opens it', async () => {
    const created = sampleEvent({ no: 'EV-0009', description: 'Concrete Workshop' });
    const sent = stubApi((method, path) => {
      if (method === 'POST' && path === 'admin/events') return ok(created);
      if (method === 'GET' && path === 'admin/events/EV-0009') return ok(created);
      return undefined;
    });
    renderEditor('/admin/events/new');
    type(/^Description/, 'Concrete Workshop');
    type(/^Start date/, '2026-12-05');
    type(/^End date/, '2026-12-04');
    type(/^Location/, 'Mombasa');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(eventMessages.endBeforeStart)).toBeTruthy();
    expect(screen.getByText(eventMessages.providerRequired)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    type(/^End date/, '2026-12-06');
    type('Provider 1', 'EIK Training');
    fireEvent.click(screen.getByRole('button', { name: 'Add provider' }));
    type('Provider 2', 'Concrete Society');
    type(/^CPD points/, '5');
    type(/^Capacity/, '40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      description: 'Concrete Workshop',
      details: '',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      startTime: '09:00',
      endTime: '17:00',
      location: 'Mombasa',
      eventType: 'CONFERENCE',
      eventProviders: ['EIK Training', 'Concrete Society'],
      cpdHours: 5,
      isWebinar: false,
      standardFee: 0,
      categoryFees: [],
      bookingUrl: '',
      capacity: 40,
    });
    expect(await screen.findByRole('heading', { name: 'Concrete Workshop' })).toBeTruthy();
    expect(await screen.findByText(eventMessages.saved)).toBeTruthy();
  });

  it("puts the server's field messages under their fields", async () => {
    const sent = stubApi((method, path) => {
      if (method === 'GET' && path === 'admin/events/EV-0001') return ok(sampleEvent());
      if (method === 'PUT' && path === 'admin/events/EV-0001')
        return failure(422, 'Check the event', { capacity: eventMessages.capacityBelowBookings(3) });
      return undefined;
    });
    renderEditor('/admin/events/EV-0001');
    expect(await screen.findByText(/This event is a draft/)).toBeTruthy();
    type(/^Capacity/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(eventMessages.capacityBelowBookings(3))).toBeTruthy();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ capacity: 2, eventProviders: ['EIK'], standardFee: 2500 });
  });

  it('publishes a draft after the confirm, and cancels only once the warning is accepted', async () => {
    let event = sampleEvent();
    const sent = stubApi((method, path) => {
      if (method === 'GET' && path === 'admin/events/EV-0001') return ok(event);
      if (method === 'POST' && path === 'admin/events/EV-0001/publish') {
        event = sampleEvent({ status: 'Published' });
        return ok(event);
      }
      if (method === 'POST' && path === 'admin/events/EV-0001/cancel') {
        event = sampleEvent({ status: 'Cancelled' });
        return ok(event);
      }
      return undefined;
    });
    renderEditor('/admin/events/EV-0001');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const publishDialog = await screen.findByRole('dialog');
    expect(within(publishDialog).getByText(eventStatusTexts.publishQuestion)).toBeTruthy();
    expect(sent.some((request) => request.path.endsWith('/publish'))).toBe(false);
    fireEvent.click(within(publishDialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(eventMessages.published)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText(eventStatusTexts.cancelQuestion(3))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByText(eventStatusTexts.cancelQuestion(3))).toBeNull());
    expect(sent.some((request) => request.path.endsWith('/cancel'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText(/This event was cancelled/)).toBeTruthy();
    expect(sent.filter((request) => request.path.endsWith('/cancel'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('refuses a logo that is not PNG or JPEG, or larger than 1 MB, before sending it', async () => {
    const sent = stubApi((method, path) =>
      method === 'GET' && path === 'admin/events/EV-0001' ? ok(sampleEvent()) : undefined,
    );
    renderEditor('/admin/events/EV-0001');
    await screen.findByText('No logo yet.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(eventMessages.logoType)).toBeTruthy();
    const big = new File([new Uint8Array(1_000_001)], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(eventMessages.logoTooLarge)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload logo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent.some((request) => request.path.endsWith('/logo'))).toBe(false);
  });
});
