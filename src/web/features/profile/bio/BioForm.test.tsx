import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../../contract/auth';
import { type Bio, bioMessages, bioSchema } from '../../../../contract/profile-bio';
import { storageKeys } from '../../../lib/session-storage';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, json, stubApi } from '../../../test-support/stub-api';
import { BioForm } from './BioForm';
import BioSection from './BioSection';

afterEach(() => vi.restoreAllMocks());

const applicant: AuthUser = {
  id: 5,
  email: 'applicant@eik.example',
  phone_no: '0722334455',
  id_number: '34567890',
  name: null,
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  type: 'Individual',
  category: 'GRADUATE',
  profile: true,
  profile_id: 'PR-000005',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  email_reminders: true,
  email_updates: false,
  sms_reminders: true,
  sms_updates: false,
  impersonated_by: null,
};

const stored: Bio = {
  ProfileID: 'PR-000005',
  FirstName: 'WANJIRU',
  SecondName: '',
  LastName: 'OTIENO',
  Gender: 'Female',
  DateOfBirth: '1995-06-01',
  IdentificationDocumentNo: '34567890',
  Nationality: 'KE',
  county: '47',
  City: 'Nairobi',
  Discipline: 'CIVIL',
  Disability: false,
  PWDCardNo: '',
  DisabilityDescription: '',
  profileTitle: [{ title: 'MS', description: 'Ms.', profileID: 'PR-000005', sequenceID: 1 }],
  memberPracticingFirm: '',
  picture: { id: 'doc-1', kind: 'png', name: 'me.png', size: 70, url: '/api/documents/doc-1' },
  ID: null,
  MemberNo: null,
  MemberShipType: 'GRADUATE',
  Email: 'applicant@eik.example',
  confirmed: false,
};

const storedSpecialization = {
  Code: 'STRUCT',
  Description: 'Bridges',
  Discipline: 'CIVIL',
  ProfileID: 'PR-000005',
  lineNo: 1,
  EntryNo: 1,
};

function renderForm(
  mode: 'initial' | 'edit',
  handlers = {},
  onSaved = vi.fn(),
  specializations = [storedSpecialization],
) {
  localStorage.setItem(storageKeys.user, JSON.stringify(applicant));
  const spy = stubApi({
    'GET auth/user': () => data(applicant),
    'GET setup/titles': () => data([{ title: 'MS', description: 'Ms.', entitled: false, sequenceID: 3 }]),
    'GET setup/disciplines': () => data([{ code: 'CIVIL', description: 'Civil Engineering' }]),
    'GET setup/countries': () => data([{ code: 'KE', displayName: 'Kenya', nationality: 'Kenyan' }]),
    'GET setup/counties': () => data([{ CountyNo: 47, countyName: 'Nairobi', countryCode: 'KE' }]),
    'GET setup/cities': () => data([{ Code: '47-NAIROBI', City: 'Nairobi', County: 47, PostCode: '00100' }]),
    'GET setup/specialization-types': () =>
      data([{ code: 'STRUCT', description: 'Structural Engineering', discipline: 'CIVIL' }]),
    ...handlers,
  });
  renderPage(
    <BioForm
      mode={mode}
      bio={mode === 'edit' ? stored : undefined}
      specializations={mode === 'edit' ? specializations : undefined}
      onSaved={onSaved}
    />,
  );
  return spy;
}

describe('the bio rules (contract)', () => {
  const valid = {
    FirstName: 'a',
    LastName: 'b',
    Gender: 'Male',
    DateOfBirth: '1990-01-01',
    IdentificationDocumentNo: '123456',
    Nationality: 'KE',
    Discipline: 'CIVIL',
    profileTitle: ['MR'],
  };
  it('upper-cases names, reads 0001-01-01 as empty and refuses a future date', () => {
    const schema = bioSchema({ organisationCaption: 'EIK' });
    expect(schema.parse(valid)).toMatchObject({ FirstName: 'A', LastName: 'B' });
    const empty = schema.safeParse({ ...valid, DateOfBirth: '0001-01-01' });
    expect(empty.error?.issues[0]?.message).toBe('Field is required');
    const future = schema.safeParse({ ...valid, DateOfBirth: '2999-12-31' });
    expect(future.error?.issues[0]?.message).toBe(bioMessages.dateOfBirthInFuture);
  });
  it('needs a title unless the organisation is EBK, and PWD details when disabled', () => {
    const untitled = { ...valid, profileTitle: [] };
    expect(bioSchema({ organisationCaption: 'EIK' }).safeParse(untitled).success).toBe(false);
    expect(bioSchema({ organisationCaption: 'EBK' }).safeParse(untitled).success).toBe(true);
    const disabled = bioSchema({ organisationCaption: 'EIK' }).safeParse({ ...valid, Disability: true });
    expect(disabled.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['PWDCardNo', 'Field is required'],
      ['DisabilityDescription', 'Field is required'],
    ]);
  });
});

describe('BioForm', () => {
  it('initial mode: lists every failed rule in the error dialog, closed by Try again', async () => {
    const spy = renderForm('initial');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    for (const line of [
      'Profile Picture: Profile Picture is required',
      'Title: Field is required',
      'First Name: Field is required',
      'Last Name: Field is required',
      'Gender: Field is required',
      'Date of Birth: Field is required',
      'Discipline: Field is required',
    ]) {
      expect(within(dialog).getByText(line)).toBeTruthy();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull());
    expect(bodiesSent(spy, 'POST profile')).toHaveLength(0);
  });

  it('initial mode: starts the ID number from the one typed at registration', async () => {
    renderForm('initial');
    const id = (await screen.findByLabelText(/^ID\/Passport Number/, {
      selector: 'input',
    })) as HTMLInputElement;
    expect(id.value).toBe(applicant.id_number);
  });

  it('names an ID attachment that is not a PDF inside on the field when picked, before Save', async () => {
    renderForm('initial');
    await screen.findByLabelText(/^ID Attachment/);
    const fileInput = document.querySelector(
      'input[type="file"][accept="application/pdf"]',
    ) as HTMLInputElement;
    // A photo saved as .pdf: its name and declared type say PDF, its first bytes say JPEG.
    fireEvent.change(fileInput, {
      target: {
        files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'id.pdf', { type: 'application/pdf' })],
      },
    });
    expect(await screen.findByText(bioMessages.idNotAPdf)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull();
  });

  it('upper-cases names as typed and reveals the PWD fields when Disability is ticked', async () => {
    renderForm('initial');
    const first = (await screen.findByLabelText(/^First Name/, { selector: 'input' })) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'wanjiru' } });
    expect(first.value).toBe('WANJIRU');
    expect(screen.queryByLabelText(/^PWD Card Number/)).toBeNull();
    fireEvent.click(screen.getByLabelText('I have a disability'));
    expect(await screen.findByLabelText(/^PWD Card Number/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText('PWD Card Number: Field is required')).toBeTruthy();
    expect(within(dialog).getByText('Disability Description: Field is required')).toBeTruthy();
  });

  it('edit mode: lists the server refusals in the dialog', async () => {
    const spy = renderForm('edit', {
      'POST profile/update': () =>
        json(
          {
            message: bioMessages.cityNotInCounty,
            errors: { City: bioMessages.cityNotInCounty, Discipline: bioMessages.chooseFromList },
          },
          400,
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByText(`City: ${bioMessages.cityNotInCounty}`)).toBeTruthy();
    expect(within(dialog).getByText(`Discipline: ${bioMessages.chooseFromList}`)).toBeTruthy();
    expect(spy.mock.calls.some(([input]) => String(input).includes('profile/update'))).toBe(true);
  });
});

describe('specializations in the bio form', () => {
  it('rewords a stored specialization in place and saves it as an update of that entry', async () => {
    const onSaved = vi.fn();
    const spy = renderForm(
      'edit',
      {
        'POST profile/update': () => data({ message: 'Profile updated successfully', profile: stored }),
        'POST profile/specialization/update': () => data([]),
      },
      onSaved,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bridges' }));
    const input = screen.getByLabelText('Description of Structural Engineering');
    fireEvent.change(input, { target: { value: 'x'.repeat(100) } });
    fireEvent.click(screen.getByRole('button', { name: 'Keep the new description' }));
    expect(await screen.findByText(bioMessages.max100)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Bridges and culverts' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Bridges and culverts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesSent(spy, 'POST profile/specialization/update')).toEqual([
      { EntryNo: 1, Code: 'STRUCT', Description: 'Bridges and culverts' },
    ]);
    expect(bodiesSent(spy, 'POST profile/specialization/remove')).toEqual([]);
  });
});

describe('BioSection', () => {
  const renderSection = () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(applicant));
    stubApi({
      'GET auth/user': () => data(applicant),
      'GET profile': () => data(stored),
      'GET profile/specialization': () => data([storedSpecialization]),
      'GET setup/titles': () => data([{ title: 'MS', description: 'Ms.', entitled: false, sequenceID: 3 }]),
      'GET setup/disciplines': () => data([{ code: 'CIVIL', description: 'Civil Engineering' }]),
      'GET setup/countries': () => data([{ code: 'KE', displayName: 'Kenya', nationality: 'Kenyan' }]),
      'GET setup/counties': () => data([{ CountyNo: 47, countyName: 'Nairobi', countryCode: 'KE' }]),
      'GET setup/cities': () => data([]),
      'GET setup/specialization-types': () =>
        data([{ code: 'STRUCT', description: 'Structural Engineering', discipline: 'CIVIL' }]),
    });
    renderPage(<BioSection />);
  };

  it('shows the stored bio as a summary with names, not codes, and "Not given" for empty fields', async () => {
    renderSection();
    const dl = await screen.findByLabelText('Your bio');
    expect(await within(dl).findByText('Civil Engineering')).toBeTruthy();
    expect(await within(dl).findByText('Kenya')).toBeTruthy();
    expect(within(dl).getByText('Ms.')).toBeTruthy();
    expect(await within(dl).findByText('Structural Engineering: Bridges')).toBeTruthy();
    expect(within(dl).queryByText('CIVIL')).toBeNull();
    expect(within(dl).getAllByText('Not given').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('edits with Save and Cancel; Cancel asks before it drops typed changes', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const first = (await screen.findByLabelText(/^First Name/, { selector: 'input' })) as HTMLInputElement;
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    fireEvent.change(first, { target: { value: 'WANJIKU' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect((screen.getByLabelText(/^First Name/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'WANJIKU',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(await screen.findByLabelText('Your bio')).toBeTruthy();
    expect(screen.queryByLabelText(/^First Name/, { selector: 'input' })).toBeNull();
  });

  it('Cancel with nothing changed leaves edit mode at once', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByLabelText(/^First Name/, { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Your bio')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });
});
