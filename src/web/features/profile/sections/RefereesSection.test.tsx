import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RefereeEntry, refereeMessages } from '../../../../contract/profile-sections';
import { defaultSiteSettings } from '../../../../contract/settings';
import { PageAlert } from '../../../components/PageAlert';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, type Handler, json, stubApi } from '../../../test-support/stub-api';
import RefereesSection from './RefereesSection';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const refereeTypes = [
  { code: 'PROFESSIONAL', description: 'Professional referee (registered engineer)' },
  { code: 'EMPLOYER', description: 'Employer or line manager' },
];
const fatuma: RefereeEntry = {
  EntryNo: 1,
  Name: 'FATUMA HASSAN',
  Address: '30100',
  Email: 'fatuma.hassan@eik.example',
  PhoneNo: '0700334455',
  PlaceOfWork: 'Kenya Power',
  Designation: 'Chief Engineer',
  memberNo: 'CE/0112',
  refereeType: 'PROFESSIONAL',
  response: null,
};
const joseph: RefereeEntry = { ...fatuma, EntryNo: 2, Name: 'JOSEPH KILONZO', memberNo: 'F/0031' };

function renderSection(
  entries: RefereeEntry[],
  handlers: Record<string, Handler> = {},
  options: { types?: typeof refereeTypes; disclaimer?: boolean } = {},
) {
  const settings = {
    ...defaultSiteSettings,
    minor_settings: {
      ...defaultSiteSettings.minor_settings,
      referee_disclaimer: options.disclaimer ?? false,
      referee_disclaimer_caption: 'Referees must have known you for at least two years.',
    },
  };
  const spy = stubApi({
    'GET profile/referee': () => data(entries),
    'GET setup/lists/referee-types': () => data(options.types ?? refereeTypes),
    'GET admin/settings': () => data(settings),
    ...handlers,
  });
  renderPage(
    <>
      <PageAlert />
      <RefereesSection />
    </>,
  );
  return spy;
}

const field = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('referees table (spec 2 §2.5)', () => {
  it('lists name, member no, e-mail, phone and type; no Response column while nobody has answered', async () => {
    renderSection([fatuma, joseph]);
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Name', 'Member No', 'Email', 'Phone No', 'Referee Type', 'Actions']),
    );
    expect(
      within(table).getAllByRole('cell', { name: 'Professional referee (registered engineer)' }),
    ).toHaveLength(2);
  });

  it("shows the Response column once anyone answered: '- - -', Accepted, Rejected", async () => {
    renderSection([fatuma, { ...joseph, response: 'Accept' }, { ...joseph, EntryNo: 3, response: 'Reject' }]);
    expect(await screen.findByRole('columnheader', { name: 'Response' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '- - -' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Accepted' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Rejected' })).toBeTruthy();
    // Only a referee who has not answered can be e-mailed again.
    expect(screen.getAllByRole('button', { name: /^Resend Email/ })).toHaveLength(1);
  });

  it("links each referee who answered to their form report, and nobody else's", async () => {
    const wanjiru = { ...joseph, EntryNo: 3, Name: 'WANJIRU KAMAU', response: 'Reject' as const };
    renderSection([fatuma, { ...joseph, response: 'Accept' }, wanjiru]);
    const accepted = await screen.findByRole('link', { name: 'Form of JOSEPH KILONZO' });
    const links = screen.getAllByRole('link', { name: /^Form of / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile/RefereeFormReport/2',
      '/profile/RefereeFormReport/3',
    ]);
    expect(accepted.getAttribute('href')).toBe('/profile/RefereeFormReport/2');
    expect(screen.queryByRole('link', { name: 'Form of FATUMA HASSAN' })).toBeNull();
  });

  it('has no Referee Type column or field when there are no referee types', async () => {
    renderSection([fatuma], {}, { types: [] });
    await screen.findByRole('cell', { name: 'FATUMA HASSAN' });
    expect(screen.queryByRole('columnheader', { name: 'Referee Type' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    expect(within(dialog).queryByRole('combobox', { name: /Referee Type/ })).toBeNull();
  });

  it('shows the configured disclaimer when the referee disclaimer setting is on', async () => {
    renderSection([], {}, { disclaimer: true });
    expect(await screen.findByText('Referees must have known you for at least two years.')).toBeTruthy();
  });

  it('shows no disclaimer when the setting is off', async () => {
    renderSection([]);
    await screen.findByText(/No referees yet/);
    expect(screen.queryByText('Referees must have known you for at least two years.')).toBeNull();
  });

  it("resends the request e-mail and shows the server's answer as the page alert", async () => {
    const spy = renderSection([fatuma, joseph], {
      'POST profile/referee/send_email': (body) =>
        (body as { EntryNo: number }).EntryNo === 1
          ? data({ message: 'Email Sent' })
          : json({ message: refereeMessages.resendWait }, 429),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Email to FATUMA HASSAN' }));
    expect(await screen.findByText('Email Sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend Email to JOSEPH KILONZO' }));
    expect(await screen.findByText(refereeMessages.resendWait)).toBeTruthy();
    expect(bodiesSent(spy, 'POST profile/referee/send_email')).toEqual([{ EntryNo: 1 }, { EntryNo: 2 }]);
  });
});

describe('referee dialog (spec 2 §2.5, §5 Referee)', () => {
  it("shows the spec's messages, with 'Referee Type is required' while types exist", async () => {
    const spy = renderSection([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone No is required',
      'Member No is required',
      'Referee Type is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(bodiesSent(spy, 'POST profile/referee/add')).toHaveLength(0);
  });

  it('fills the form from a search by member number and adds the referee at profile/referee/add', async () => {
    const spy = renderSection([], {
      'POST profile/referee/search': () =>
        data({
          FirstName: 'BRIAN',
          SecondName: 'KIPCHUMBA',
          LastName: 'RUTO',
          Email: 'brian.ruto@eik.example',
          MemberNo: 'G/2307',
          workExperience: {
            PhoneNo: '+254722456789',
            Address: '30100',
            PlaceOfWork: 'ATHI WATER WORKS',
            Designation: 'CIVIL ENGINEER',
          },
        }),
      'POST profile/referee/add': (body) =>
        data({ message: 'Referee added successfully', entry: { ...fatuma, ...(body as object) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    fireEvent.change(field(dialog, /^Search by member number/), { target: { value: 'g/2307' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(field(dialog, /^Name/).value).toBe('BRIAN KIPCHUMBA RUTO'));
    expect(bodiesSent(spy, 'POST profile/referee/search')).toEqual([{ search: 'g/2307' }]);
    expect(field(dialog, /^Member No/).value).toBe('G/2307');
    expect(field(dialog, /^Email/).value).toBe('brian.ruto@eik.example');
    expect(field(dialog, /^Phone No/).value).toBe('254722456789');
    expect(field(dialog, /^Address/).value).toBe('30100');
    expect(field(dialog, /^Place of Work/).value).toBe('ATHI WATER WORKS');
    expect(field(dialog, /^Designation/).value).toBe('CIVIL ENGINEER');

    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Referee Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Employer or line manager', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSent(spy, 'POST profile/referee/add')).toHaveLength(1));
    expect(bodiesSent(spy, 'POST profile/referee/add')[0]).toEqual({
      Name: 'BRIAN KIPCHUMBA RUTO',
      Address: '30100',
      Email: 'brian.ruto@eik.example',
      PhoneNo: '254722456789',
      PlaceOfWork: 'ATHI WATER WORKS',
      Designation: 'CIVIL ENGINEER',
      MemberNo: 'G/2307',
      refereeType: 'EMPLOYER',
    });
    expect(await screen.findByText('Referee added successfully')).toBeTruthy();
  });

  it("shows the server's answer when the member has no e-mail on record and no request was sent", async () => {
    renderSection([], {
      'POST profile/referee/search': () =>
        data({
          FirstName: 'AKINYI',
          SecondName: '',
          LastName: 'ODHIAMBO',
          Email: '',
          MemberNo: 'TG/0876',
          workExperience: { PhoneNo: '0711000222', Address: '', PlaceOfWork: '', Designation: '' },
        }),
      'POST profile/referee/add': (body) =>
        data({ message: refereeMessages.addedWithoutEmail, entry: { ...fatuma, ...(body as object) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    fireEvent.change(field(dialog, /^Search by member number/), { target: { value: 'TG/0876' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(field(dialog, /^Member No/).value).toBe('TG/0876'));
    // The register has no e-mail: the applicant types one for the entry; the request cannot go there.
    fireEvent.change(field(dialog, /^Email/), { target: { value: 'akinyi@example.org' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Referee Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Employer or line manager', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refereeMessages.addedWithoutEmail)).toBeTruthy();
  });

  it('says so when no member has that number, and changes nothing in the form', async () => {
    renderSection([], {
      'POST profile/referee/search': () => json({ message: refereeMessages.noMember }, 404),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    fireEvent.change(field(dialog, /^Search by member number/), { target: { value: 'X/1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText(refereeMessages.noMember)).toBeTruthy();
    expect(field(dialog, /^Name/).value).toBe('');
  });
});
