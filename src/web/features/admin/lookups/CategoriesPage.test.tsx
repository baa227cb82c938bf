import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminCategory,
  chargeAmountRequired,
  lookupAdminMessages,
} from '../../../../contract/setup-lookups-admin';
import { renderPage } from '../../../test-support/render';
import CategoriesPage from './CategoriesPage';

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const graduate: AdminCategory = {
  Code: 'GRADUATE',
  Description: 'Graduate Engineer',
  categoryType: 'Individual',
  CanApply: true,
  entitled: false,
  memberNoPrefix: 'GE',
  admissionCoversFirstPeriod: false,
  cpdCountsForStanding: false,
  charges: [{ Charge_Item: 'APPLICATION', Currency_Code: 'KES', Amount_Including_VAT: 2500 }],
};
const ok = (data: unknown) => new Response(JSON.stringify({ data }));
const refuse = (status: number, message: string) => new Response(JSON.stringify({ message }), { status });

function stubApi(categories: Response | AdminCategory[], answer: () => Response = () => ok(graduate)) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      writes.push({
        method,
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer();
    }
    return categories instanceof Response ? categories : ok(categories);
  });
  return writes;
}

describe('membership categories page', () => {
  it('shows the empty state', async () => {
    stubApi([]);
    renderPage(<CategoriesPage />);
    expect(await screen.findByText('No categories yet.')).toBeTruthy();
  });

  it('shows the failed state with a retry', async () => {
    stubApi(refuse(500, 'Categories cannot be read'));
    renderPage(<CategoriesPage />);
    expect(await screen.findByText('Categories cannot be read')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('saves a charge in KES and refuses a negative one before asking the server', async () => {
    const writes = stubApi([graduate]);
    renderPage(<CategoriesPage />);
    const application = await screen.findByLabelText('Application charge of GRADUATE');
    expect((application as HTMLInputElement).value).toBe('2,500');
    const subscription = screen.getByLabelText('Subscription charge of GRADUATE');
    fireEvent.change(subscription, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Subscription charge of GRADUATE' }));
    expect(await screen.findByText('Amount cannot be negative')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(subscription, { target: { value: '3000.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Subscription charge of GRADUATE' }));
    await waitFor(() =>
      expect(writes[0]).toEqual({
        method: 'PUT',
        url: '/api/admin/categories/GRADUATE/charges/SUBSCRIPTION',
        body: { amount: 3000.5 },
      }),
    );
    expect(await screen.findByText(lookupAdminMessages.chargeSaved)).toBeTruthy();
  });

  it('keeps -5 as typed after leaving the field and refuses it; an emptied amount says what to enter', async () => {
    const writes = stubApi([graduate]);
    renderPage(<CategoriesPage />);
    const upgrade = await screen.findByLabelText('Upgrade charge of GRADUATE');
    fireEvent.change(upgrade, { target: { value: '-5' } });
    fireEvent.blur(upgrade);
    expect((upgrade as HTMLInputElement).value).toBe('-5');
    fireEvent.click(screen.getByRole('button', { name: 'Save Upgrade charge of GRADUATE' }));
    expect(await screen.findByText('Amount cannot be negative')).toBeTruthy();

    const application = screen.getByLabelText('Application charge of GRADUATE');
    fireEvent.change(application, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Application charge of GRADUATE' }));
    expect(await screen.findByText(chargeAmountRequired)).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('asks before saving a zero charge, and saves it only once confirmed', async () => {
    const writes = stubApi([graduate]);
    renderPage(<CategoriesPage />);
    const licence = await screen.findByLabelText('Licence charge of GRADUATE');
    fireEvent.change(licence, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Licence charge of GRADUATE' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      lookupAdminMessages.confirmZeroCharge('Licence', 'Graduate Engineer'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save Licence charge of GRADUATE' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save KES 0' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'PUT', url: '/api/admin/categories/GRADUATE/charges/LICENSE', body: { amount: 0 } },
      ]),
    );
  });

  it('names the up and down buttons of each charge after the charge', async () => {
    stubApi([graduate]);
    renderPage(<CategoriesPage />);
    const application = await screen.findByLabelText('Application charge of GRADUATE');
    fireEvent.click(screen.getByRole('button', { name: 'Increase Application charge of GRADUATE' }));
    await waitFor(() => expect((application as HTMLInputElement).value).toBe('2,501'));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Application charge of GRADUATE' }));
    await waitFor(() => expect((application as HTMLInputElement).value).toBe('2,500'));
  });

  it('edits the description and switches, keeping the code', async () => {
    const writes = stubApi([graduate]);
    renderPage(<CategoriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit GRADUATE' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Code/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Can apply'));
    fireEvent.click(within(dialog).getByRole('switch', { name: /Admission fee covers/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes[0]).toEqual({
        method: 'PUT',
        url: '/api/admin/categories/GRADUATE',
        body: {
          Description: 'Graduate Engineer',
          CanApply: false,
          entitled: false,
          admissionCoversFirstPeriod: true,
          cpdCountsForStanding: false,
        },
      }),
    );
    expect(await screen.findByText(lookupAdminMessages.saved)).toBeTruthy();
  });

  it('turns on CPD counting for good standing, and shows it on when the category has it', async () => {
    const writes = stubApi([graduate]);
    const { unmount } = renderPage(<CategoriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit GRADUATE' }));
    const dialog = await screen.findByRole('dialog');
    const toggle = within(dialog).getByRole('switch', { name: /CPD counts for good standing/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes[0]?.body).toMatchObject({ Description: 'Graduate Engineer', cpdCountsForStanding: true }),
    );
    unmount();
    vi.restoreAllMocks();
    stubApi([{ ...graduate, cpdCountsForStanding: true }]);
    renderPage(<CategoriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit GRADUATE' }));
    const reopened = await screen.findByRole('dialog');
    expect(
      (within(reopened).getByRole('switch', { name: /CPD counts for good standing/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('asks before deleting and shows why a used category stays', async () => {
    const refusal = lookupAdminMessages.categoryInUse('members');
    const writes = stubApi([graduate], () => refuse(409, refusal));
    renderPage(<CategoriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete GRADUATE' }));
    expect(await screen.findByText(lookupAdminMessages.confirmDelete('Graduate Engineer'))).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(writes[0]?.method).toBe('DELETE');
  });
});
