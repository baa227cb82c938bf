import { notifications } from '@mantine/notifications';
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

// Toasts live in a store of their own, which outlasts each test's render.
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

function stubUpdate(answer: () => Response) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).includes('admin/updateUser/10') ? answer() : new Response(JSON.stringify({ data: {} })),
    );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

/** Opens the dialog, changes one field and confirms; the update answers `answer`. */
async function saveWith(label: string, value: string, answer: () => Response, account = user) {
  const fetch = stubUpdate(answer);
  const onClose = vi.fn();
  renderPage(<EditUserDialog user={account} onClose={onClose} />);
  fireEvent.change(field(label), { target: { value } });
  await waitFor(() => expect(save().disabled).toBe(false));
  fireEvent.click(save());
  fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
  return { fetch, onClose };
}

const refusal = (status: number, message: string, errors?: Record<string, string>) => () =>
  new Response(JSON.stringify({ message, ...(errors ? { errors } : {}) }), { status });

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

  it.each([
    ['E-mail', 'member@eik.example', 'email', adminUserMessages.emailTaken],
    ['ID / Passport', '23456789', 'id_number', adminUserMessages.idNumberTaken],
  ])('shows the refusal of %s %j on that field, once, and stays open', async (label, value, key, message) => {
    const { onClose } = await saveWith(label, value, refusal(409, message, { [key]: message }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(save().disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field as a warning toast', async () => {
    const { onClose } = await saveWith('Name', 'Brian', refusal(403, adminUserMessages.staffAccount));
    expect(await screen.findByText(adminUserMessages.staffAccount)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('blocks an ID number shorter than the rule', async () => {
    stubUpdate(() => new Response('{}'));
    renderPage(<EditUserDialog user={user} onClose={() => {}} />);
    fireEvent.change(field('ID / Passport'), { target: { value: 'AB12' } });
    expect(await screen.findByText(messages.idTooShort)).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(true));
  });
});

describe('every kind of account', () => {
  const staff: AdminUser = {
    ...user,
    id: 10,
    name: 'Amina Hassan',
    profile_name: null,
    id_number: null,
    is_approver: true,
  };
  const firm: AdminUser = {
    ...user,
    id: 10,
    profile_name: 'TANA RIVER ENGINEERS',
    type: 'Corporate',
    id_number: 'P051398765K',
  };

  it('saves a staff account without an ID number, sending the empty ID as null', async () => {
    const { fetch } = await saveWith(
      'Phone',
      '0700 000 003',
      () => new Response(JSON.stringify({ data: { message: adminUserMessages.updated } })),
      staff,
    );
    expect(await screen.findByText(adminUserMessages.updated)).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([input]) => String(input).includes('admin/updateUser')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Amina Hassan',
      email: 'brian@eik.example',
      phone_no: '+254700000003',
      id_number: null,
    });
  });

  it("names a firm's ID its tax PIN, and tells a member's name comes from the profile", () => {
    stubUpdate(() => new Response('{}'));
    const { unmount } = renderPage(<EditUserDialog user={firm} onClose={() => {}} />);
    expect(field('Tax PIN').value).toBe('P051398765K');
    unmount();
    renderPage(<EditUserDialog user={user} onClose={() => {}} />);
    expect(screen.getByText("Leave empty to show the profile's name, BRIAN RUTO.")).toBeTruthy();
  });
});
