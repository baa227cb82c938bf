import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupAdminMessages } from '../../../../contract/setup-lookups-admin';
import { renderPage } from '../../../test-support/render';
import LookupsPage from './LookupsPage';

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const ok = (data: unknown) => new Response(JSON.stringify({ data }));
const refuse = (status: number, message: string) => new Response(JSON.stringify({ message }), { status });

/** The API as the page uses it; `writes` records every non-GET call. */
function stubApi(
  lists: Record<string, unknown>,
  answer: (method: string, url: string) => Response = () => ok({}),
) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      writes.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(method, url);
    }
    const kind = url.match(/\/api\/admin\/lookups\/([a-z-]+)/)?.[1] ?? '';
    if (kind in lists) {
      const list = lists[kind];
      return list instanceof Response ? list : ok(list);
    }
    return refuse(404, 'not stubbed');
  });
  return writes;
}

describe('lookups page', () => {
  it('lists the titles and shows the empty and failed states of other tabs', async () => {
    stubApi({
      titles: [{ code: 'ENG', description: 'Engineer', parent: null }],
      disciplines: [],
      universities: refuse(500, 'The lookups cannot be read'),
    });
    renderPage(<LookupsPage />);
    expect(await screen.findByText('Engineer')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Disciplines' }));
    expect(await screen.findByText('No disciplines yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Universities' }));
    expect(await screen.findByText('The lookups cannot be read')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('adds a city with its county, checking the form first', async () => {
    const writes = stubApi({ cities: [], counties: [{ code: '47', description: 'Nairobi', parent: null }] });
    renderPage(<LookupsPage />, '/?tab=cities');
    fireEvent.click(await screen.findByRole('button', { name: 'Add city' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Code is required')).toBeTruthy();
    expect(within(dialog).getByText(lookupAdminMessages.parentRequired('County'))).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: '47-KAREN' } });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Karen' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /County/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nairobi (47)', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes[0]).toEqual({
        method: 'POST',
        url: '/api/admin/lookups/cities',
        body: { code: '47-KAREN', description: 'Karen', parent: '47' },
      }),
    );
    expect(await screen.findByText(lookupAdminMessages.added)).toBeTruthy();
  });

  it('asks before deleting and shows the server refusal in a toast', async () => {
    const refusal = lookupAdminMessages.inUse('title', 'member profiles');
    const writes = stubApi({ titles: [{ code: 'ENG', description: 'Engineer', parent: null }] }, () =>
      refuse(409, refusal),
    );
    renderPage(<LookupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete ENG' }));
    expect(await screen.findByText(lookupAdminMessages.confirmDelete('Engineer'))).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(writes).toEqual([{ method: 'DELETE', url: '/api/admin/lookups/titles/ENG', body: undefined }]);
  });

  it('renames a value without changing its code', async () => {
    const writes = stubApi({ titles: [{ code: 'ENG', description: 'Engineer', parent: null }] });
    renderPage(<LookupsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename ENG' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Code/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Eng.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes[0]).toEqual({
        method: 'PUT',
        url: '/api/admin/lookups/titles/ENG',
        body: { description: 'Eng.' },
      }),
    );
    expect(await screen.findByText(lookupAdminMessages.saved)).toBeTruthy();
  });
});
