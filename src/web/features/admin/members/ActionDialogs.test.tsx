import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { manualPaymentMessages, type OpenInvoice } from '../../../../contract/manual-payments';
import { memberRecordMessages } from '../../../../contract/member-records';
import { todayIso } from '../../../../contract/profile-sections/fields';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { EditEntryDialog } from './EditEntryDialog';
import { PostPaymentDialog } from './PostPaymentDialog';
import { RaiseInvoiceDialog } from './RaiseInvoiceDialog';
import { SendMessageDialog } from './SendMessageDialog';
import { g2307, memberRecord } from './test-member';

afterEach(() => vi.restoreAllMocks());

const { entry } = memberRecord();
const categories = [
  {
    Code: 'ASSOCIATE',
    Description: 'Associate Member',
    categoryType: 'Individual',
    CanApply: true,
    entitled: false,
    charges: [],
  },
  {
    Code: 'GRADUATE',
    Description: 'Graduate Engineer',
    categoryType: 'Individual',
    CanApply: true,
    entitled: false,
    charges: [],
  },
  {
    Code: 'PROFESSIONAL',
    Description: 'Professional Engineer',
    categoryType: 'Individual',
    CanApply: true,
    entitled: true,
    charges: [],
  },
];
const confirmDialog = () => screen.findByRole('dialog', { name: 'Please confirm' });

describe('change status dialog', () => {
  it('needs a reason, warns that Deceased cannot activate, asks once more and sends the change', async () => {
    const spy = stubApi({
      [`POST ${g2307}/status`]: () =>
        data({ message: memberRecordMessages.statusChanged('G/2307', 'Deceased') }),
    });
    const onClose = vi.fn();
    renderPage(<ChangeStatusDialog entry={entry} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change status' });
    const status = within(dialog).getByLabelText(/New status/) as HTMLSelectElement;
    expect([...status.options].map((option) => option.value)).not.toContain('Active');
    fireEvent.change(status, { target: { value: 'Deceased' } });
    expect(await within(dialog).findByText(memberRecordMessages.noAccountWithStatus)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText(memberRecordMessages.reasonRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Death certificate received' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const confirm = await confirmDialog();
    expect(confirm.textContent).toContain(
      memberRecordMessages.confirmStatus('BRIAN KIPCHUMBA RUTO', 'Active', 'Deceased'),
    );
    expect(bodiesSent(spy, `POST ${g2307}/status`)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(memberRecordMessages.statusChanged('G/2307', 'Deceased'))).toBeTruthy();
    expect(bodiesSent(spy, `POST ${g2307}/status`)).toEqual([
      { status: 'Deceased', reason: 'Death certificate received', effectiveOn: todayIso() },
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('edit entry dialog', () => {
  it('checks the fields, then sends the normalised entry after confirming', async () => {
    const spy = stubApi({
      'GET setup/categories': () => data(categories),
      [`PUT ${g2307}`]: () =>
        data({ message: memberRecordMessages.entrySaved('G/2307'), changed: ['phone'] }),
    });
    renderPage(<EditEntryDialog entry={{ ...entry, phone: null }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry G/2307' });
    // The categories arrive after the form: the entry's own stays chosen, not the first of the list.
    const category = within(dialog).getByLabelText(/Category/) as HTMLSelectElement;
    await within(dialog).findByRole('option', { name: 'Associate Member (ASSOCIATE)' });
    expect(category.value).toBe('GRADUATE');
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.phoneInvalid)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '0733 445 566' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'ruto-kip' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(memberRecordMessages.entrySaved('G/2307'))).toBeTruthy();
    expect(bodiesSent(spy, `PUT ${g2307}`)).toEqual([
      expect.objectContaining({
        lastName: 'RUTO-KIP',
        phone: '+254733445566',
        email: 'brian.ruto@eik.example',
      }),
    ]);
  });

  it("shows the server's refusal of another entry's e-mail on the field and stays open", async () => {
    const taken = memberRecordMessages.emailTaken('M/1021');
    stubApi({
      'GET setup/categories': () => data(categories),
      [`PUT ${g2307}`]: () => json({ message: taken, errors: { email: taken } }, 409),
    });
    const onClose = vi.fn();
    renderPage(<EditEntryDialog entry={entry} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry G/2307' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), {
      target: { value: 'wanjiku.muthoni@eik.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('raise invoice dialog', () => {
  it('asks for what, how much and when, confirms the amount and names the invoice raised', async () => {
    const spy = stubApi({
      [`POST ${g2307}/invoices`]: () =>
        json(
          {
            data: {
              message: memberRecordMessages.invoiceRaised('INV-000200', 1_500),
              invoiceNo: 'INV-000200',
            },
          },
          201,
        ),
    });
    renderPage(<RaiseInvoiceDialog entry={entry} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Raise invoice' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise invoice' }));
    expect(await within(dialog).findByText(memberRecordMessages.invoiceDescriptionRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/What it is for/), {
      target: { value: 'Replacement certificate' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise invoice' }));
    const confirm = await confirmDialog();
    expect(confirm.textContent).toContain(memberRecordMessages.confirmInvoice(1_500, 'BRIAN KIPCHUMBA RUTO'));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Raise invoice' }));
    expect(await screen.findByText(memberRecordMessages.invoiceRaised('INV-000200', 1_500))).toBeTruthy();
    expect(bodiesSent(spy, `POST ${g2307}/invoices`)).toEqual([
      {
        description: 'Replacement certificate',
        amount: 1_500,
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
  });
});

describe('send message dialog', () => {
  it('cannot text a member without a phone, needs a subject for an e-mail, and sends after confirming', async () => {
    const spy = stubApi({
      [`POST ${g2307}/messages`]: () =>
        json(
          {
            data: {
              message: memberRecordMessages.messageSent('email', 'brian.ruto@eik.example'),
              recipient: 'x',
            },
          },
          201,
        ),
    });
    renderPage(<SendMessageDialog entry={{ ...entry, phone: null }} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Send message' });
    expect((within(dialog).getByLabelText(/SMS to/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Message/), {
      target: { value: 'Please update your CPD.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(memberRecordMessages.subjectRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Subject/), { target: { value: 'CPD returns' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const confirm = await confirmDialog();
    expect(confirm.textContent).toContain('brian.ruto@eik.example');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(memberRecordMessages.messageSent('email', 'brian.ruto@eik.example')),
    ).toBeTruthy();
    expect(bodiesSent(spy, `POST ${g2307}/messages`)).toEqual([
      { channel: 'email', subject: 'CPD returns', text: 'Please update your CPD.' },
    ]);
  });
});

describe('post payment dialog', () => {
  it('picks one of several open invoices, then posts through the payments posted by hand after confirming', async () => {
    const first = memberRecord().openInvoices[0] as OpenInvoice;
    const second: OpenInvoice = {
      ...first,
      invoiceNo: 'INV-000102',
      purpose: 'Other Payment',
      owedLCY: 750,
      totalLCY: 750,
    };
    const spy = stubApi({
      'POST admin/manual-payments': () => json({ data: { receiptNo: 'RCT-000009' } }, 201),
    });
    renderPage(
      <PostPaymentDialog record={memberRecord({ openInvoices: [first, second] })} onClose={() => {}} />,
    );
    const picker = await screen.findByRole('dialog', { name: 'Post payment' });
    fireEvent.click(within(picker).getByLabelText(/INV-000102/));
    fireEvent.click(within(picker).getByRole('button', { name: 'Continue' }));
    const form = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(form).getByLabelText(/Amount/)).toHaveProperty('value', '750');
    fireEvent.change(within(form).getByLabelText(/Reference/), { target: { value: 'FT26XY' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post payment' }));
    const confirm = await confirmDialog();
    expect(confirm.textContent).toContain(manualPaymentMessages.confirm(750, 'INV-000102'));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Post payment' }));
    expect(await screen.findByText(manualPaymentMessages.posted('RCT-000009'))).toBeTruthy();
    await waitFor(() =>
      expect(bodiesSent(spy, 'POST admin/manual-payments')).toEqual([
        expect.objectContaining({ invoiceNo: 'INV-000102', amount: 750, reference: 'FT26XY' }),
      ]),
    );
  });
});
