import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import {
  type DirectorEntry,
  type EmployeeEntry,
  type FacilityEntry,
  type ShareholderEntry,
  sectionMessages,
} from '../../../../contract/profile-sections';
import { uploadMessages } from '../../../../contract/uploads';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import DirectorsSection from './DirectorsSection';
import EmployeesSection from './EmployeesSection';
import FacilitiesSection from './FacilitiesSection';
import ShareholdersSection from './ShareholdersSection';

/** The firm's shareholders, directors, facilities and employees (spec 2 §3, §5 Firm sections). */

afterEach(() => vi.restoreAllMocks());

const disciplines = [{ code: 'CIVIL', description: 'Civil Engineering' }];
const shareholder: ShareholderEntry = {
  EntryNo: 1,
  name: 'GRACE WANJIRU',
  identificationDocumentNo: '23456789',
  discipline: 'CIVIL',
  type: 'Member',
  regNo: 'M/1021',
  sharesHeld: 12.5,
};

const openAdd = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
  return screen.findByRole('dialog', { name: 'Add' });
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const input = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(input(dialog, label), { target: { value } });
const pick = async (dialog: HTMLElement, label: RegExp, option: string) => {
  fireEvent.click(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('shareholders and directors', () => {
  it("shows the spec's messages and asks a Member for the registration number", async () => {
    const spy = stubApi({
      'GET profile/shareholders': () => data([]),
      'GET setup/disciplines': () => data(disciplines),
    });
    renderPage(<ShareholdersSection />);
    const dialog = await openAdd();
    save(dialog);
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Type is required')).toBeTruthy();
    expect(within(dialog).getByText('ID/Passport Number is required')).toBeTruthy();
    expect(within(dialog).getByText(sectionMessages.sharesHeldRequired)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Professional Registration Number/)).toBeNull();

    await pick(dialog, /^Type/, 'Member');
    save(dialog);
    expect(await within(dialog).findByText('Professional Registration Number is required')).toBeTruthy();
    type(dialog, /^Shares Held/, '-1');
    save(dialog);
    expect(await within(dialog).findByText(sectionMessages.sharesHeldNegative)).toBeTruthy();
    expect(bodiesSent(spy, 'POST profile/shareholders')).toHaveLength(0);
  });

  it("sends the shareholder upper-cased and shows the register's answer next to the number", async () => {
    const spy = stubApi({
      'GET profile/shareholders': () => data([]),
      'GET setup/disciplines': () => data(disciplines),
      'POST profile/shareholders': () =>
        json(
          {
            message: sectionMessages.regNoNotFound,
            errors: { regNo: sectionMessages.regNoNotFound },
          },
          400,
        ),
    });
    renderPage(<ShareholdersSection />);
    const dialog = await openAdd();
    type(dialog, /^Name/, 'grace wanjiru');
    type(dialog, /^ID\/Passport Number/, 'a123');
    await pick(dialog, /^Discipline/, 'Civil Engineering');
    await pick(dialog, /^Type/, 'Member');
    type(dialog, /^Professional Registration Number/, 'm/9999');
    type(dialog, /^Shares Held/, '12.5');
    save(dialog);
    await waitFor(() => expect(bodiesSent(spy, 'POST profile/shareholders')).toHaveLength(1));
    expect(bodiesSent(spy, 'POST profile/shareholders')[0]).toMatchObject({
      name: 'GRACE WANJIRU',
      identificationDocumentNo: 'A123',
      discipline: 'CIVIL',
      type: 'Member',
      regNo: 'M/9999',
      sharesHeld: 12.5,
    });
    expect(await within(dialog).findAllByText(sectionMessages.regNoNotFound)).not.toHaveLength(0);
    expect(input(dialog, /^Professional Registration Number/).getAttribute('aria-invalid')).toBe('true');
  });

  it("lists shareholders with the discipline's name and the shares held", async () => {
    stubApi({
      'GET profile/shareholders': () => data([shareholder]),
      'GET setup/disciplines': () => data(disciplines),
    });
    renderPage(<ShareholdersSection />);
    expect(await screen.findByRole('cell', { name: 'Civil Engineering' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '12.5' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'M/1021' })).toBeTruthy();
  });

  it('sends a Non Member director without a registration number', async () => {
    const director: DirectorEntry = { ...shareholder, type: 'Non Member', regNo: '', discipline: '' };
    const spy = stubApi({
      'GET profile/directors': () => data([]),
      'GET setup/disciplines': () => data(disciplines),
      'POST profile/directors': () => data({ message: 'Director added successfully', entry: director }),
    });
    renderPage(<DirectorsSection />);
    const dialog = await openAdd();
    expect(within(dialog).queryByLabelText(/^Shares Held/)).toBeNull();
    type(dialog, /^Name/, 'peter otieno');
    type(dialog, /^ID\/Passport Number/, '12345678');
    await pick(dialog, /^Type/, 'Member');
    type(dialog, /^Professional Registration Number/, 'M/1021');
    await pick(dialog, /^Type/, 'Non Member');
    expect(within(dialog).queryByLabelText(/^Professional Registration Number/)).toBeNull();
    save(dialog);
    await waitFor(() => expect(bodiesSent(spy, 'POST profile/directors')).toHaveLength(1));
    expect(bodiesSent(spy, 'POST profile/directors')[0]).toMatchObject({
      name: 'PETER OTIENO',
      type: 'Non Member',
      regNo: '',
    });
  });
});

describe('equipment and facilities', () => {
  const facility: FacilityEntry = {
    EntryNo: 1,
    nameOfEquipment: 'TOTAL STATION',
    quantity: 2,
    remarks: 'Owned',
    attached: true,
    ownership: 'doc-9',
  };
  const posted = (spy: ReturnType<typeof stubApi>) =>
    spy.mock.calls
      .filter(([url, init]) => String(url).endsWith('/api/profile/facilities') && init?.method === 'POST')
      .map(([, init]) => init?.body);
  const choose = (dialog: HTMLElement, file: File) =>
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });

  it('requires every field and the evidence, which may be a PDF, PNG or JPEG under 10MB', async () => {
    const spy = stubApi({
      'GET profile/facilities': () => data([]),
      'POST profile/facilities': () => data({ message: 'Facility added successfully', entry: facility }),
    });
    renderPage(<FacilitiesSection />);
    const dialog = await openAdd();
    save(dialog);
    expect(await within(dialog).findByText(uploadMessages.attachmentRequired)).toBeTruthy();
    expect(within(dialog).getAllByText(messages.fieldRequired)).toHaveLength(3);

    type(dialog, /^Name of Equipment/, 'total station');
    type(dialog, /^Quantity/, '2');
    type(dialog, /^Remarks/, 'Owned');
    choose(dialog, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    save(dialog);
    expect(await within(dialog).findByText(uploadMessages.notEvidence)).toBeTruthy();
    choose(dialog, new File([new Uint8Array(10_000_001)], 'big.png', { type: 'image/png' }));
    save(dialog);
    expect(await within(dialog).findByText(uploadMessages.attachmentTooLarge)).toBeTruthy();
    expect(posted(spy)).toHaveLength(0);

    choose(dialog, new File(['png'], 'photo.png', { type: 'image/png' }));
    save(dialog);
    await waitFor(() => expect(posted(spy)).toHaveLength(1));
    const form = posted(spy)[0] as FormData;
    expect(form.get('nameOfEquipment')).toBe('TOTAL STATION');
    expect(form.get('quantity')).toBe('2');
    expect((form.get('ownership') as File).name).toBe('photo.png');
  });

  it('lists the evidence as a download and keeps it when editing without a new file', async () => {
    const spy = stubApi({
      'GET profile/facilities': () => data([facility]),
      'POST profile/facilities/update': () =>
        data({ message: 'Facility updated successfully', entry: facility }),
    });
    renderPage(<FacilitiesSection />);
    expect((await screen.findByRole('link', { name: 'Download' })).getAttribute('href')).toBe(
      '/api/documents/doc-9',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit facility TOTAL STATION' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    save(dialog);
    await waitFor(() => expect(bodiesSent(spy, 'POST profile/facilities/update')).toHaveLength(1));
    expect(bodiesSent(spy, 'POST profile/facilities/update')[0]).toMatchObject({
      nameOfEquipment: 'TOTAL STATION',
      quantity: 2,
      EntryNo: 1,
    });
  });
});

describe('firm employees', () => {
  const types = [
    { code: 'ARTISANS', description: 'Artisans and craftsmen' },
    { code: 'TECHNICIANS', description: 'Engineering technicians' },
  ];
  const technicians: EmployeeEntry = {
    EntryNo: 1,
    code: 'TECHNICIANS',
    description: 'Engineering technicians',
    count: 4,
  };

  it('offers the types from employeeSetup that have no entry yet and requires type and count', async () => {
    const spy = stubApi({
      'GET profile/employees': () => data([technicians]),
      'GET profile/employees/employeeSetup': () => data(types),
      'POST profile/employees': () => data({ message: 'Employee added successfully', entry: technicians }),
    });
    renderPage(<EmployeesSection />);
    expect(await screen.findByRole('cell', { name: 'Engineering technicians' })).toBeTruthy();
    const dialog = await openAdd();
    save(dialog);
    expect(await within(dialog).findByText(sectionMessages.typeRequired)).toBeTruthy();
    expect(within(dialog).getByText(sectionMessages.countRequired)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    expect(await screen.findByRole('option', { name: 'Artisans and craftsmen', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Engineering technicians', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Artisans and craftsmen', hidden: true }));
    type(dialog, /^Count/, '0');
    save(dialog);
    await waitFor(() => expect(bodiesSent(spy, 'POST profile/employees')).toHaveLength(1));
    expect(bodiesSent(spy, 'POST profile/employees')[0]).toEqual({ code: 'ARTISANS', count: 0 });
  });
});
