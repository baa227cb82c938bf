import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportReport, RegisterPage } from '../../../contract/member-register';
import { registerMessages } from '../../../contract/member-register';
import { renderPage } from '../../test-support/render';
import MemberRegisterPage from './MemberRegisterPage';

afterEach(() => vi.restoreAllMocks());

const page: RegisterPage = {
  items: [
    {
      id: 1,
      member_no: 'G/2307',
      first_name: 'BRIAN',
      second_name: 'KIPCHUMBA',
      last_name: 'RUTO',
      id_number: '33456712',
      email: 'brian.ruto@eik.example',
      phone: '+254722456789',
      category: 'GRADUATE',
      status: 'Suspended',
      activated_at: null,
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};

const report: ImportReport = {
  accepted: 1,
  added: 1,
  updated: 0,
  unchanged: 0,
  rejected: 1,
  rows: [
    { line: 2, member_no: 'M/1', outcome: 'added' },
    { line: 3, member_no: 'M/2', outcome: 'rejected', reason: 'email: E-mail must be valid' },
  ],
};

function stubApi(importAnswer: () => Response, list: RegisterPage = page) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/api/admin/member-register/import')) return importAnswer();
    if (url.includes('/api/admin/member-register')) return new Response(JSON.stringify({ data: list }));
    return new Response(JSON.stringify({ message: 'not stubbed' }), { status: 404 });
  });
}

function chooseFile(name = 'register.csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['member_no\n'], name, { type: 'text/csv' })] } });
}

describe('member register page', () => {
  it('lists the register entries', async () => {
    stubApi(() => new Response('{}'), page);
    renderPage(<MemberRegisterPage />);
    expect(await screen.findByText('BRIAN KIPCHUMBA RUTO')).toBeTruthy();
    expect(screen.getByText('Not activated')).toBeTruthy();
  });

  it('links each entry to its member page and filters by status', async () => {
    const spy = stubApi(() => new Response('{}'), page);
    renderPage(<MemberRegisterPage />);
    const link = await screen.findByRole('link', { name: 'G/2307, BRIAN KIPCHUMBA RUTO' });
    expect(link.getAttribute('href')).toBe('/admin/members/G%2F2307');
    expect(
      within(screen.getByRole('table', { name: 'Member register' })).getByText('Suspended'),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'Struck off' } });
    await waitFor(() =>
      expect(spy.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/member-register?status=Struck+off&sort=member_no&dir=asc&page=1',
      ),
    );
  });

  it('shows the empty state', async () => {
    stubApi(() => new Response('{}'), { ...page, items: [], total: 0 });
    renderPage(<MemberRegisterPage />);
    expect(await screen.findByText(/The register is empty/)).toBeTruthy();
  });

  it('uploads the chosen file and shows the report, rejected rows first', async () => {
    const spy = stubApi(() => new Response(JSON.stringify({ data: report })));
    renderPage(<MemberRegisterPage />);
    const importButton = await screen.findByRole('button', { name: 'Import' });
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    chooseFile();
    await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(importButton);
    expect(await screen.findByText('1 accepted (1 added, 0 updated), 0 unchanged, 1 rejected.')).toBeTruthy();
    expect(screen.getByText('email: E-mail must be valid')).toBeTruthy();
    const upload = spy.mock.calls.find(([url]) => String(url).includes('/import'));
    const sent = upload?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect(((sent as FormData).get('file') as File).name).toBe('register.csv');
  });

  it("shows the server's message when the file is refused", async () => {
    stubApi(() => new Response(JSON.stringify({ message: registerMessages.notCsv }), { status: 400 }));
    renderPage(<MemberRegisterPage />);
    await screen.findByRole('button', { name: 'Import' });
    chooseFile('photo.png');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(registerMessages.notCsv)).toBeTruthy();
  });
});
