import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { type FirmBio, firmBioMessages } from '../../../../contract/profile-firm-bio';
import { storageKeys } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { data, json, stubApi } from '../../../test-support/stub-api';
import { firmWithoutProfile } from '../../../test-support/users';
import { FirmBioForm } from './FirmBioForm';
import FirmBioSection from './FirmBioSection';

afterEach(() => vi.restoreAllMocks());

const firm = firmWithoutProfile;

const stored: FirmBio = {
  ProfileID: 'PR-000009',
  FirstName: 'ACME ENGINEERING LTD',
  Address: 'P.O. Box 100-00100',
  Address2: '',
  PhoneNo: '0712345678',
  PhoneNo2: '0203456789',
  faxNo: '0203456780',
  Email: 'firm@eik.example',
  PINRegNo: 'P051234567X',
  IdentificationDocumentNo: 'P051234567X',
  VATRegNo: 'V0123456',
  houseNo: '12',
  blockNo: 'B',
  lrNo: '209/1234',
  streetName: 'Ngong Road',
  City: 'Nairobi',
  Image: { id: 'doc-9', kind: 'png', name: 'logo.png', size: 70, url: '/api/documents/doc-9' },
};

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
/** Chooses the image and waits until the form holds it (the field resizes large photos first). */
async function chooseImage(file: File) {
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [file] },
  });
  expect(await screen.findByText(file.name)).toBeTruthy();
}
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
    type: 'image/png',
  });
const posted = (spy: ReturnType<typeof stubApi>, path: string) =>
  spy.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/api/${path}`) && init?.method === 'POST')
    .map(([, init]) => init?.body as FormData);

function renderForm(mode: 'initial' | 'edit', handlers = {}, onSaved = vi.fn()) {
  localStorage.setItem(storageKeys.user, JSON.stringify(firm));
  const spy = stubApi({ 'GET auth/user': () => data(firm), ...handlers });
  renderPage(<FirmBioForm mode={mode} firmBio={mode === 'edit' ? stored : null} onSaved={onSaved} />);
  return spy;
}

describe('FirmBioForm (spec 2 §5 Firm bio)', () => {
  it('lists every required field in the error dialog, closed by Try again, and sends nothing', async () => {
    const spy = renderForm('initial');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    const required = messages.fieldRequired;
    for (const label of [
      'Image',
      'Name of Body',
      'Mobile Number',
      'Telephone Number',
      'Fax Number',
      'VAT Reg Number',
      'Address',
      'House Number',
      'Block Number',
      'LR Number',
      'Street Name',
      'City',
    ]) {
      expect(within(dialog).getByText(`${label}: ${required}`)).toBeTruthy();
    }
    // Physical Address is optional.
    expect(within(dialog).queryByText(/^Physical Address/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull());
    expect(posted(spy, 'profile/firmBio')).toHaveLength(0);
  });

  it("shows the account's e-mail and PIN disabled; upper-cases the name and keeps digits in phones", async () => {
    renderForm('initial');
    const email = (await screen.findByLabelText(/^Email/, { selector: 'input' })) as HTMLInputElement;
    expect(email.value).toBe('firm@eik.example');
    expect(email.disabled).toBe(true);
    expect(input(/^PIN Reg Number/).value).toBe('P051234567X');
    expect(input(/^PIN Reg Number/).disabled).toBe(true);
    type(/^Name of Body/, 'acme ltd');
    expect(input(/^Name of Body/).value).toBe('ACME LTD');
    type(/^Mobile Number/, '+254 712-345');
    expect(input(/^Mobile Number/).value).toBe('254712345');
  });

  it('refuses an image that is not png or jpeg', async () => {
    renderForm('initial');
    await screen.findByRole('button', { name: 'Create Profile' });
    await chooseImage(new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText(`Image: ${firmBioMessages.imageType}`)).toBeTruthy();
  });

  it('names an image whose content is not png or jpeg on the field when picked, whatever its name says', async () => {
    renderForm('initial');
    await screen.findByRole('button', { name: 'Create Profile' });
    await chooseImage(new File(['%PDF-1.7'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(firmBioMessages.imageType)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull();
  });

  it('creates the firm profile with the fields and the image', async () => {
    const onSaved = vi.fn();
    const spy = renderForm(
      'initial',
      { 'POST profile/firmBio': () => data({ message: firmBioMessages.created, firmBio: stored }) },
      onSaved,
    );
    await screen.findByRole('button', { name: 'Create Profile' });
    const values: [RegExp, string][] = [
      [/^Name of Body/, 'acme engineering ltd'],
      [/^Mobile Number/, '0712345678'],
      [/^Telephone Number/, '0203456789'],
      [/^Fax Number/, '0203456780'],
      [/^VAT Reg Number/, 'v0123456'],
      [/^Address/, 'P.O. Box 100-00100'],
      [/^House Number/, '12'],
      [/^Block Number/, 'B'],
      [/^LR Number/, '209/1234'],
      [/^Street Name/, 'Ngong Road'],
      [/^City/, 'Nairobi'],
    ];
    for (const [label, value] of values) type(label, value);
    await chooseImage(png());
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(stored));
    const [form] = posted(spy, 'profile/firmBio');
    expect(form?.get('FirstName')).toBe('ACME ENGINEERING LTD');
    expect(form?.get('VATRegNo')).toBe('V0123456');
    expect(form?.get('Address2')).toBe('');
    expect((form?.get('Image') as File | undefined)?.name).toBe('logo.png');
    expect(form?.has('Email')).toBe(false);
  });

  it('edit mode: keeps the stored image and lists the server refusals in the dialog', async () => {
    const spy = renderForm('edit', {
      'POST profile/firmBio/update': () =>
        json({ message: messages.fieldRequired, errors: { City: messages.fieldRequired } }, 400),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText(`City: ${messages.fieldRequired}`)).toBeTruthy();
    const [form] = posted(spy, 'profile/firmBio/update');
    expect(form?.has('Image')).toBe(false);
  });
});

describe('FirmBioSection', () => {
  it('shows the stored firm bio as a summary; Edit opens the form, Cancel closes it', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ ...firm, profile: true }));
    stubApi({
      'GET auth/user': () => data({ ...firm, profile: true }),
      'GET profile/firmBio': () => data(stored),
    });
    renderPage(<FirmBioSection />);
    const summary = await screen.findByLabelText('Your firm details');
    expect(within(summary).getByText('ACME ENGINEERING LTD')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(input(/^Name of Body/).closest('fieldset')?.disabled).toBe(false);
    fireEvent.change(input(/^Name of Body/), { target: { value: 'ACME LTD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(within(screen.getByLabelText('Your firm details')).getByText('ACME ENGINEERING LTD')).toBeTruthy();
  });
});
