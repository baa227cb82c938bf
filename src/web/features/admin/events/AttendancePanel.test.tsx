import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpdMessages } from '../../../../contract/cpd';
import type { EventAttendee } from '../../../../contract/events';
import { renderPage } from '../../../test-support/render';
import { AttendancePanel, attendanceTexts } from './AttendancePanel';
import { ok, sampleEvent, stubApi } from './event-test-fixtures';

afterEach(() => vi.restoreAllMocks());

const attendee = (bookingNo: string, name: string, status: EventAttendee['status']): EventAttendee => ({
  bookingNo,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  memberNo: `M/${bookingNo.slice(-3)}`,
  status,
  paid: status !== 'Pending Payment',
  certificateNo: status === 'Attended' ? 'CPD-2026-ABCDEFGH' : null,
});

describe('attendance tab', () => {
  it('marks the ticked bookings attended after a confirm and shows the result', async () => {
    let bookings = [
      attendee('BK-001', 'Jane Doe', 'Confirmed'),
      attendee('BK-002', 'Ken Otieno', 'Pending Payment'),
      attendee('BK-003', 'Amina Ali', 'Attended'),
    ];
    const sent = stubApi((method, path) => {
      if (method === 'GET' && path === 'admin/events/EV-0001/bookings') return ok(bookings);
      if (method === 'POST' && path === 'admin/events/EV-0001/attendance') {
        bookings = bookings.map((row) => (row.bookingNo === 'BK-001' ? { ...row, status: 'Attended' } : row));
        return ok({
          message: cpdMessages.attendanceSaved(1, 0),
          awarded: 1,
          alreadyAwarded: 0,
          rejected: [{ line: 2, value: 'BK-002', reason: cpdMessages.cannotAttendUnpaid }],
        });
      }
      return undefined;
    });
    renderPage(<AttendancePanel event={sampleEvent({ status: 'Published' })} />);
    expect(await screen.findByText('Jane Doe')).toBeTruthy();
    expect((screen.getByLabelText('Select Amina Ali') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('CPD-2026-ABCDEFGH')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Select all who can be marked'));
    expect((screen.getByLabelText('Select Ken Otieno') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Select Ken Otieno'));
    fireEvent.click(screen.getByLabelText('Select Ken Otieno'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark attended (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(attendanceTexts.confirm(2))).toBeTruthy();
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark attended' }));

    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        bookingNos: ['BK-001', 'BK-002'],
      }),
    );
    expect(await screen.findByText(cpdMessages.attendanceSaved(1, 0))).toBeTruthy();
    const rejected = screen.getByRole('table', { name: 'Rows not recorded' });
    expect(within(rejected).getByText(cpdMessages.cannotAttendUnpaid)).toBeTruthy();
    // The sheet is read again, so Jane now shows as attended and can no longer be ticked.
    await waitFor(() =>
      expect((screen.getByLabelText('Select Jane Doe') as HTMLInputElement).disabled).toBe(true),
    );
  });

  it('imports a sheet as text and lists the lines it could not match', async () => {
    const sheet = 'memberNo\nM/001\nM/999\n';
    const sent = stubApi((method, path) => {
      if (method === 'GET' && path === 'admin/events/EV-0001/bookings') return ok([]);
      if (method === 'POST' && path === 'admin/events/EV-0001/attendance/import')
        return ok({
          message: cpdMessages.attendanceSaved(1, 0),
          awarded: 1,
          alreadyAwarded: 0,
          rejected: [{ line: 3, value: 'M/999', reason: cpdMessages.notBooked }],
        });
      return undefined;
    });
    renderPage(<AttendancePanel event={sampleEvent({ status: 'Published' })} />);
    expect(await screen.findByText(attendanceTexts.empty)).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([sheet], 'attendance.csv', { type: 'text/csv' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ csv: sheet }),
    );
    const rejected = await screen.findByRole('table', { name: 'Rows not recorded' });
    const cells = within(rejected)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['3', 'M/999', cpdMessages.notBooked]);
  });

  it('refuses a sheet over the size limit without sending it', async () => {
    const sent = stubApi((method, path) =>
      method === 'GET' && path === 'admin/events/EV-0001/bookings' ? ok([]) : undefined,
    );
    renderPage(<AttendancePanel event={sampleEvent({ status: 'Published' })} />);
    await screen.findByText(attendanceTexts.empty);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(1_000_001)], 'big.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(cpdMessages.csvTooLarge)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });
});
