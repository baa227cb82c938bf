import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CertificationEntry, sectionMessages } from '../../../../contract/profile-sections';
import { uploadMessages } from '../../../../contract/uploads';
import { renderPage } from '../../../test-support/render';
import { data, stubApi } from '../../apply/test-api';
import CertificationsSection, { COMMISSIONER_WARNING } from './CertificationsSection';

afterEach(() => vi.restoreAllMocks());

const entry = (
  EntryNo: number,
  Type: 'Professional' | 'Educational',
  Institution: string,
): CertificationEntry => ({
  EntryNo,
  Type,
  Category: 'Local',
  UniversityCode: '',
  Institution,
  CompletionYear: 2014,
  AreaOfSpecialization: 'Civil Engineering',
  CertificateAwarded: 'BSC',
  QualificationDescription: '',
  CertificateNo: `C-${EntryNo}`,
  CertificationClass: 'UPPER2',
  StartDate: '2009-09-01',
  EndDate: '2014-06-30',
  GraduationDate: '2014-12-12',
  ContactPerson: '',
  ContactDesignation: '',
  contactPersonAddress: '',
  ContactEmail: '',
  ContactCountry: '',
  attached: true,
  attachment: `doc-${EntryNo}`,
});

function renderSection(entries: CertificationEntry[] = []) {
  return stubApi({
    'GET profile/certification': () => data(entries),
    'GET setup/universities': () => data([]),
    'GET setup/lists/qualifications': () => data([{ code: 'BSC', description: 'Bachelor of Science' }]),
    'GET setup/lists/certificates': () => data([]),
    'GET setup/lists/divisions': () => data([{ code: 'UPPER2', description: 'Second Class Upper' }]),
    'GET setup/countries': () => data([{ code: 'UG', displayName: 'Uganda', nationality: 'Ugandan' }]),
  });
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

describe('certifications (spec 2 §2.4, §5 Certification)', () => {
  it('shows two tables by Type, the Commissioner of Oaths warning and the Local/Foreign choice', async () => {
    renderSection([
      entry(1, 'Professional', 'UNIVERSITY OF NAIROBI'),
      entry(2, 'Educational', 'KENYA POLYTECHNIC'),
    ]);
    renderPage(<CertificationsSection />);
    const academic = (await screen.findByRole('heading', { name: 'Academic Qualifications' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(await within(academic).findByRole('cell', { name: 'UNIVERSITY OF NAIROBI' })).toBeTruthy();
    expect(within(academic).queryByText('KENYA POLYTECHNIC')).toBeNull();
    expect(within(academic).getByText(COMMISSIONER_WARNING)).toBeTruthy();
    expect(
      within(academic).getByRole('button', { name: 'Add Certification (Local University)' }),
    ).toBeTruthy();
    expect(
      within(academic).getByRole('button', { name: 'Add Certification (Foreign University)' }),
    ).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'KENYA POLYTECHNIC' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Other' })).toBeTruthy();
  });

  it('shows the required messages, the date rule and the Foreign contact messages', async () => {
    renderSection();
    renderPage(<CertificationsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Certification (Foreign University)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    // The completion year starts at 2021.
    expect(field(dialog, /^Completion Year/).value).toBe('2021');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'University is required',
      'Institution is required',
      'Area of Specialization is required',
      'Certificate Awarded is required',
      'Certificate No is required',
      'Certification Class is required',
      'Start Date is required',
      'End Date is required',
      'Graduation Date is required',
      'Contact Person is required',
      'Designation is required',
      'Email is required',
      'Address is required',
      'Country is required',
      uploadMessages.attachmentRequired,
    ]) {
      expect(await within(dialog).findByText(message), message).toBeTruthy();
    }
    fireEvent.change(field(dialog, /^Start Date/), { target: { value: '2014-01-01' } });
    fireEvent.change(field(dialog, /^End Date/), { target: { value: '2013-01-01' } });
    fireEvent.change(field(dialog, /^Graduation Date/), { target: { value: '2013-06-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText(sectionMessages.certEndBeforeStart)).toBeTruthy());
    expect(within(dialog).getByText(sectionMessages.graduationBeforeStart)).toBeTruthy();
  });
});
