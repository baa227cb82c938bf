import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminUser, adminUserMessages } from '../../../../contract/admin-users';
import { messages } from '../../../../contract/common';
import { renderPage } from '../../../test-support/render';
import { EditUserDialog } from './EditUserDialog';

const user: AdminUser = {
  id: 10,
  name: null,
  profile_name: 'BRIAN RUTO',
  email: 'brian@eik.example',
  email_verified_at: null,
  profile_id: null,
  id_number: '33456712',
  phone_no: '+254722456789',
  type: 'Individual',
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  deactivated_at: null,
  locked: false,
  member_no: null,
};

afterEach(() => vi.restoreAllMocks());

function stubUpdate(answer: () => Response) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).includes('admin/updateUser/10') ? answer() : new Response(JSON.stringify({ data: {} })),
    );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('edit user dialog', () => {
  it.each([
    ['E-mail', '', adminUserMessages.required],
    ['E-mail', 'brian@', messages.emailInvalid],
    ['Phone', '', adminUserMessages.required],
    ['Phone', '12', messages.phoneInvalid],
  ])('%s %j shows %j and blocks Save', async (label, value, message) => {
    stubUpdate(() => new Response('{}'));
    renderPage(<EditUserDialog user={user} onClose={() => {}} />);
    fireEvent.change(field(label), { target: { value } });
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it('asks before updating, sends the normalised values and toasts success', async () => {
    const fetch = stubUpdate(
      () => new Response(JSON.stringify({ data: { message: adminUserMessages.updated } })),
    );
    const onClose = vi.fn();
    renderPage(<EditUserDialog user={user} onClose={onClose} />);
    fireEvent.change(field('Phone'), { target: { value: '0711 222 333' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    const question = await screen.findByText(adminUserMessages.confirmUpdate);
    const updates = () => fetch.mock.calls.filter(([input]) => String(input).includes('admin/updateUser'));
    expect(updates()).toEqual([]);
    fireEvent.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Update' }),
    );
    expect(await screen.findByText(adminUserMessages.updated)).toBeTruthy();
    const body = JSON.parse(String(updates()[0]?.[1]?.body));
    expect(body).toMatchObject({ email: 'brian@eik.example', phone_no: '+254711222333', name: null });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a duplicate e-mail refusal as a warning toast and stays open', async () => {
    stubUpdate(
      () => new Response(JSON.stringify({ message: adminUserMessages.emailTaken }), { status: 409 }),
    );
    const onClose = vi.fn();
    renderPage(<EditUserDialog user={user} onClose={onClose} />);
    fireEvent.change(field('E-mail'), { target: { value: 'member@eik.example' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(adminUserMessages.emailTaken)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
