import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LicenceApplication, LicenceListItem, LicenceProfile } from '../../../contract/licences';
import { licenceMessages } from '../../../contract/licences';
import { renderPage } from '../../test-support/render';
import { data, stubApi } from '../../test-support/stub-api';
import LicenceCardPage from './LicenceCardPage';
import LicencesPage from './LicencesPage';
import { ScanUpload } from './ScanUpload';
import { UploadedScan } from './UploadedScan';

afterEach(() => vi.restoreAllMocks());

const row = (change: Partial<LicenceListItem>): LicenceListItem => ({
  licenseApplicationNo: 'LA-000001',
  applicationDate: '2026-01-01T00:00:00.000Z',
  description: 'License Application',
  amount: 3000,
  documentType: 'New',
  status: 'Submitted',
  profileID: 'PR-000001',
  proFormaRef: '',
  receiptNo: '',
  licenseUploaded: false,
  licenseDocumentUrl: null,
  licenceNo: null,
  validFrom: null,
  validUntil: null,
  ...change,
});

const actionLabels = ['view', 'Proforma', 'Invoice', 'Pay Now', 'Receipt'];

describe('/license list actions (spec 3 §2.5)', () => {
  it.each([
    [row({}), ['view']],
    [
      row({ licenseUploaded: true, proFormaRef: 'INV-000001', status: 'Uploaded' }),
      ['view', 'Proforma', 'Pay Now'],
    ],
    [
      row({ licenseUploaded: true, proFormaRef: 'INV-000001', receiptNo: 'RCT-000001' }),
      ['view', 'Invoice', 'Receipt'],
    ],
  ])('shows exactly the spec actions', async (item, shown) => {
    stubApi({ 'GET license': () => data([item]) });
    renderPage(<LicencesPage />, '/license');
    const tr = (await screen.findByText('LA-000001')).closest('tr') as HTMLElement;
    const labels = [...tr.querySelectorAll('a, button')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter((label) => actionLabels.includes(label));
    expect(labels).toEqual(shown);
    expect(screen.getByRole('link', { name: /New License/ })).toBeTruthy();
  });
});

describe('/license issued licence', () => {
  it('shows the licence number, its validity and the certificate', async () => {
    const issued = row({
      status: 'Issued',
      licenseUploaded: true,
      proFormaRef: 'INV-000001',
      receiptNo: 'RCT-000001',
      licenceNo: 'LIC/2026/0001',
      validFrom: '2026-11-27',
      validUntil: '2027-11-26',
    });
    stubApi({ 'GET license': () => data([issued]) });
    renderPage(<LicencesPage />, '/license');
    const tr = (await screen.findByText('LA-000001')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('LIC/2026/0001')).toBeTruthy();
    expect(within(tr).getByText(/Valid .*2026.*2027/)).toBeTruthy();
    expect(within(tr).getByRole('link', { name: 'Certificate' }).getAttribute('href')).toBe(
      '/license/certificate/LA-000001',
    );
  });
});

const profile: LicenceProfile = {
  MemberShipType: 'CORPORATE',
  MemberNo: 'M/1',
  UserType: 'Individual',
  memberInformation: [
    {
      Registration_Date: '2020-01-01',
      FirstName: 'AKINYI',
      SecondName: 'ACHIENG',
      LastName: 'ODHIAMBO',
      Email: 'akinyi@example.org',
      ProfileID: 'PR-000001',
      contacts: [],
      corporateManager: [],
    },
  ],
};

describe('the licence wizard (spec 3 §4, §5)', () => {
  it('prefills from the profile, keeps later tabs disabled and refuses invalid details', async () => {
    stubApi({
      'GET license/profile': () => data(profile),
      'GET license/checklist/CORPORATE': () =>
        data([{ checkListType: 'PROFILE', description: 'Bio', pass: false }]),
    });
    renderPage(<LicenceCardPage />, '/license/card');
    expect(((await screen.findByLabelText(/Surname/)) as HTMLInputElement).value).toBe('ODHIAMBO');
    expect(screen.getByRole('tab', { name: 'Checklist' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Declaration' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(licenceMessages.phoneInvalid)).toBeTruthy();
    expect(screen.getAllByText(licenceMessages.required).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Checklist' }).hasAttribute('disabled')).toBe(true);
  });
});

const lookups = {
  'GET setup/countries': () =>
    data([
      { code: 'KE', displayName: 'Kenya', nationality: 'Kenyan' },
      { code: 'UG', displayName: 'Uganda', nationality: 'Ugandan' },
    ]),
  'GET setup/counties': () =>
    data([
      { CountyNo: 1, countyName: 'Mombasa', countryCode: 'KE' },
      { CountyNo: 47, countyName: 'Nairobi', countryCode: 'KE' },
    ]),
  'GET setup/cities': (_body: unknown, url: URL) =>
    data(
      url.searchParams.get('county') === '1'
        ? [{ Code: '1-MOMBASA', City: 'Mombasa', County: 1, PostCode: '80100' }]
        : [{ Code: '47-NAIROBI', City: 'Nairobi', County: 47, PostCode: '00100' }],
    ),
};

const workContact = {
  Type: 'Work' as const,
  PhoneNo: '0712345678',
  Email: 'office@example.org',
  Address: '100',
  Country: 'Kenya',
  County: 'NAIROBI',
  City: 'Nairobi',
  PostCode: '',
  Location: 'Upper Hill',
};

describe('the practice location (spec 3 §3 lookups)', () => {
  // Each select is found by role and name once, and the waits read its value. A role query with a
  // name computes the accessible name of every match, and jsdom computes styles for every element on
  // the way; a wait repeats its check after every change of the page and every 50 ms, so waiting on
  // the query took as much CPU as the three lookups and renders it waited for.
  const combo = (label: string) =>
    screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
  const pick = async (select: HTMLInputElement, option: string) => {
    fireEvent.click(select);
    // Scoped to this select's own list: the county list may still be closing when the city opens.
    const listbox = await waitFor(() => {
      const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error(`${select.id} has no list yet`);
      return list;
    });
    fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
  };

  it('chooses country, county and city from the lookups, cascading, and free text abroad', async () => {
    const [info] = profile.memberInformation;
    stubApi({
      ...lookups,
      'GET license/profile': () =>
        data({ ...profile, memberInformation: [{ ...info, contacts: [workContact] }] }),
    });
    renderPage(<LicenceCardPage />, '/license/card');
    // The profile's country by name and county in capitals are matched to the lookups' options:
    // the county and city selects appear once Kenya is matched, and fill as their lists arrive.
    const country = (await screen.findByRole('combobox', { name: /^Country/ })) as HTMLInputElement;
    await waitFor(() => expect(country.value).toBe('Kenya'));
    const county = combo('County');
    const city = combo('City');
    await waitFor(() => expect(county.value).toBe('Nairobi'));
    await waitFor(() => expect(city.value).toBe('Nairobi'));

    await pick(county, 'Mombasa');
    expect(city.value).toBe('');
    await pick(city, 'Mombasa');
    expect(city.value).toBe('Mombasa');
    // An empty postal address takes the city's post code.
    expect((screen.getByLabelText(/^Postal address/) as HTMLInputElement).value).toBe('80100');
    // Picking the chosen county again keeps it, and the city under it.
    await pick(county, 'Mombasa');
    expect(county.value).toBe('Mombasa');
    expect(city.value).toBe('Mombasa');

    await pick(country, 'Uganda');
    const freeCounty = screen.getByRole('textbox', { name: /^County/ }) as HTMLInputElement;
    expect(freeCounty.value).toBe('');
    expect(screen.getByRole('textbox', { name: /^City/ })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^County/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(freeCounty.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('the signed scan upload', () => {
  it('clears a file over 3,145,728 bytes or not a PDF, with the message', async () => {
    const spy = stubApi({});
    renderPage(<ScanUpload applicationNo="LA-000001" />);
    await screen.findByText('Signed application');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File([new Uint8Array(3_145_729)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(licenceMessages.scanTooLarge)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    const image = new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [image] } });
    await waitFor(() => expect(screen.getByText(licenceMessages.scanNotPdf)).toBeTruthy());
    expect(spy.mock.calls.some(([input]) => String(input).includes('license/update'))).toBe(false);
    expect(within(document.body).queryByText('scan.pdf')).toBeNull();
  });
});

/** As on /license/document/:code: the upload form only while the application has no scan. */
let showScanOnFile: () => void = () => undefined;
function UploadWhileNoScan() {
  const [scanOnFile, setScanOnFile] = useState(false);
  showScanOnFile = () => setScanOnFile(true);
  return scanOnFile ? <p>Scan on file</p> : <ScanUpload applicationNo="LA-000001" />;
}

describe('after the signed scan is uploaded (issue 28 item 10)', () => {
  it('confirms the upload with a toast, though the upload form is gone by then', async () => {
    const pdf = new File([new Uint8Array(100)], 'signed.pdf', { type: 'application/pdf' });
    stubApi({
      // The page reads the application again and swaps the form for the scan while the answer is
      // on its way; the confirmation must not depend on the form still being there.
      'POST license/update': () => {
        act(() => showScanOnFile());
        return data(row({ licenseUploaded: true, proFormaRef: 'INV-000001', status: 'Uploaded' }));
      },
    });
    renderPage(<UploadWhileNoScan />);
    await screen.findByText('Signed application');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Scan on file')).toBeTruthy();
    expect(await screen.findByText(licenceMessages.uploaded)).toBeTruthy();
  });

  it('shows the uploaded file with a preview, a download and the next step', async () => {
    stubApi({});
    const uploaded = {
      ...row({
        licenseUploaded: true,
        proFormaRef: 'INV-000001',
        status: 'Uploaded',
        licenseDocumentUrl: '/api/documents/7',
      }),
      details: {} as LicenceApplication['details'],
      memberCategory: 'Professional Engineer',
      decisionComment: null,
    };
    renderPage(<UploadedScan licence={uploaded} />);
    expect(await screen.findByText('Signed application uploaded')).toBeTruthy();
    expect(screen.getByText(/Next step: pay the proforma invoice INV-000001/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview Signed application LA-000001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the signed application' }).getAttribute('href')).toBe(
      '/api/documents/7',
    );
    expect(screen.getByRole('button', { name: /Pay Now/ })).toBeTruthy();
  });
});
