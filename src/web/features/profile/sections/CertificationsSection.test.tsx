import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../../contract/auth';
import { type CertificationEntry, sectionMessages } from '../../../../contract/profile-sections';
import { documentUrl, uploadMessages } from '../../../../contract/uploads';
import { storageKeys } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { data, type Handler, stubApi } from '../../../test-support/stub-api';
import CertificationsSection, { COMMISSIONER_WARNING } from './CertificationsSection';
import { SAVE_BEFORE_TRANSCRIPTS } from './CertificationTranscripts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

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
  transcripts: [],
});

const user = (category: string | null): AuthUser => ({
  id: 7,
  email: 'member@eik.example',
  phone_no: null,
  id_number: null,
  name: 'Member',
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  type: 'Individual',
  category,
  profile: true,
  profile_id: 'P-0001',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  email_reminders: true,
  email_updates: true,
  sms_reminders: true,
  sms_updates: true,
  impersonated_by: null,
});

function renderSection(
  entries: CertificationEntry[] = [],
  {
    category = 'GRADUATE',
    caption = 'EIK',
    more = {},
  }: { category?: string | null; caption?: string; more?: Record<string, Handler> } = {},
) {
  localStorage.setItem(storageKeys.user, JSON.stringify(user(category)));
  return stubApi({
    'GET auth/user': () => data(user(category)),
    'GET admin/settings': () =>
      data({
        id: 1,
        site_colors: [],
        site_installed_packages: [],
        minor_settings: { organisation_caption: caption },
      }),
    'GET profile/certification': () => data(entries),
    'GET setup/universities': () => data([]),
    'GET setup/lists/qualifications': () => data([{ code: 'BSC', description: 'Bachelor of Science' }]),
    'GET setup/lists/certificates': () => data([]),
    'GET setup/lists/divisions': () => data([{ code: 'UPPER2', description: 'Second Class Upper' }]),
    'GET setup/countries': () => data([{ code: 'UG', displayName: 'Uganda', nationality: 'Ugandan' }]),
    ...more,
  });
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

describe('certifications (spec 2 §2.4, §5 Certification)', () => {
  it('offers OTHER once, however many lists carry it, so the dialog opens', async () => {
    const other = { code: 'OTHER', description: 'Other' };
    renderSection([], {
      more: {
        'GET setup/universities': () =>
          data([
            { code: 'UON', description: 'University of Nairobi', foreign: false, countryCode: 'KE' },
            { ...other, foreign: false, countryCode: 'KE' },
          ]),
        'GET setup/lists/qualifications': () =>
          data([{ code: 'BSC', description: 'Bachelor of Science' }, other]),
        'GET setup/lists/certificates': () => data([other]),
      },
    });
    renderPage(<CertificationsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Certification (Local University)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Certificate Awarded/ }));
    await screen.findByRole('option', { name: 'Bachelor of Science', hidden: true });
    expect(screen.getAllByRole('option', { name: 'Other', hidden: true })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^University/ }));
    await screen.findByRole('option', { name: 'University of Nairobi', hidden: true });
    expect(screen.getAllByRole('option', { name: 'Other (not in the list)', hidden: true })).toHaveLength(1);
  });

  it('names the certificate awarded and its class from the lookup lists, never their codes', async () => {
    renderSection(
      [
        entry(1, 'Professional', 'UNIVERSITY OF NAIROBI'),
        {
          ...entry(2, 'Educational', 'KENYA POLYTECHNIC'),
          CertificateAwarded: 'KCSE',
          CertificationClass: '',
        },
      ],
      {
        more: {
          'GET setup/lists/certificates': () =>
            data([{ code: 'KCSE', description: 'Kenya Certificate of Secondary Education' }]),
        },
      },
    );
    renderPage(<CertificationsSection />);
    expect(await screen.findByRole('cell', { name: 'Bachelor of Science' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Second Class Upper' })).toBeTruthy();
    expect(
      await screen.findByRole('cell', { name: 'Kenya Certificate of Secondary Education' }),
    ).toBeTruthy();
    for (const code of ['BSC', 'UPPER2', 'KCSE']) expect(screen.queryByText(code)).toBeNull();
  });

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

describe('the completion year follows the dates', () => {
  it("takes the Graduation Date's year until the member picks one, so a 2014–2018 degree is not saved as 2021", async () => {
    renderSection();
    renderPage(<CertificationsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Certification (Foreign University)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    expect(field(dialog, /^Completion Year/).value).toBe('2021');
    fireEvent.change(field(dialog, /^Graduation Date/), { target: { value: '2018-12-07' } });
    await waitFor(() => expect(field(dialog, /^Completion Year/).value).toBe('2018'));
  });
});

const tableOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('.mantine-Card-root') as HTMLElement;

describe('create:Professional and the special organisation (spec 2 §2.4, §6; spec 3 §2.2)', () => {
  it('disables Add Certification with the reason for a STUDENT, who may still add Other qualifications', async () => {
    renderSection([], { category: 'STUDENT' });
    renderPage(<CertificationsSection />);
    const academic = await tableOf('Academic Qualifications');
    const refused = await within(academic).findByRole('button', { name: 'Add Certification' });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(within(academic).getByText(sectionMessages.professionalNotPermitted)).toBeTruthy();
    expect(refused.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(academic).queryByRole('button', { name: /Local University/ })).toBeNull();
    fireEvent.click(refused);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Other' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('hides the Locale column and captions the other table for bridging and craft certificates under EBK', async () => {
    renderSection([entry(1, 'Educational', 'KENYA POLYTECHNIC')], { caption: 'EBK' });
    renderPage(<CertificationsSection />);
    const other = await tableOf('Bridging and Craft Certificates');
    expect(await within(other).findByRole('cell', { name: 'KENYA POLYTECHNIC' })).toBeTruthy();
    expect(within(other).queryByRole('columnheader', { name: 'Locale' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Other Qualifications' })).toBeNull();
  });

  it('shows the Locale column and Other Qualifications elsewhere', async () => {
    renderSection([entry(1, 'Educational', 'KENYA POLYTECHNIC')]);
    renderPage(<CertificationsSection />);
    const other = await tableOf('Other Qualifications');
    expect(await within(other).findByRole('columnheader', { name: 'Locale' })).toBeTruthy();
  });
});

describe('transcripts of a Foreign qualification (spec 2 §2.4)', () => {
  const foreign: CertificationEntry = {
    ...entry(3, 'Professional', 'MAKERERE UNIVERSITY'),
    Category: 'Foreign',
    transcripts: [{ id: 11, description: 'YEAR 1 RESULTS', attachment: 'doc-t11' }],
  };
  const sentTo = (spy: ReturnType<typeof stubApi>, path: string) =>
    spy.mock.calls
      .filter(([input, init]) => String(input).endsWith(`/api/${path}`) && init?.method === 'POST')
      .map(([, init]) => init?.body);

  it('asks to save a new Foreign qualification first', async () => {
    renderSection();
    renderPage(<CertificationsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Certification (Foreign University)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    expect(within(dialog).getByText(SAVE_BEFORE_TRANSCRIPTS)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add transcript' })).toBeNull();
  });

  it('lists the transcripts as chips that download or remove, and adds one with its description and PDF', async () => {
    const spy = renderSection([foreign], {
      more: {
        'POST profile/certification/transcripts': () =>
          data({ message: sectionMessages.transcriptAdded, transcript: foreign.transcripts[0] }),
        'POST profile/certification/transcripts/remove': () =>
          data({ message: sectionMessages.transcriptRemoved, transcriptId: 11 }),
      },
    });
    renderPage(<CertificationsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit certification MAKERERE UNIVERSITY' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    const transcripts = within(dialog).getByRole('group', { name: 'Transcripts' });
    const download = within(transcripts).getByRole('link', { name: 'Download transcript YEAR 1 RESULTS' });
    expect(download.getAttribute('href')).toBe(documentUrl('doc-t11'));

    fireEvent.click(within(transcripts).getByRole('button', { name: 'Remove transcript YEAR 1 RESULTS' }));
    await waitFor(() => expect(sentTo(spy, 'profile/certification/transcripts/remove')).toHaveLength(1));
    expect(JSON.parse(sentTo(spy, 'profile/certification/transcripts/remove')[0] as string)).toEqual({
      EntryNo: 3,
      transcriptId: 11,
    });

    const add = within(transcripts).getByRole('button', { name: 'Add transcript' });
    fireEvent.click(add);
    expect(await within(transcripts).findByText(sectionMessages.descriptionRequired)).toBeTruthy();
    expect(within(transcripts).getByText(uploadMessages.attachmentRequired)).toBeTruthy();
    fireEvent.change(within(transcripts).getByLabelText('Transcript description'), {
      target: { value: 'Year 2 results' },
    });
    const fileInput = transcripts.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(fileInput, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    fireEvent.click(add);
    expect(await within(transcripts).findByText(uploadMessages.notAPdf)).toBeTruthy();
    fireEvent.change(fileInput, {
      target: { files: [new File(['%PDF-1.7'], 'year2.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(add);
    await waitFor(() => expect(sentTo(spy, 'profile/certification/transcripts')).toHaveLength(1));
    const form = sentTo(spy, 'profile/certification/transcripts')[0] as FormData;
    expect(form.get('EntryNo')).toBe('3');
    expect(form.get('description')).toBe('Year 2 results');
    expect((form.get('file') as File).name).toBe('year2.pdf');
    // The qualification itself was not saved by adding a transcript.
    expect(sentTo(spy, 'profile/certification/update')).toHaveLength(0);
  });
});
