import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear, profileSections, sectionMessages } from '../../../../contract/profile-sections';
import { uploadMessages } from '../../../../contract/uploads';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

/** Certifications (spec 2 §5 Certification): the verbatim messages, date rules, Foreign contact, OTHER. */

let t: TestApp;
let token = '';
const api = () => sectionApi(t, profileSections.certifications.path);
beforeAll(async () => {
  t = await startTestApp();
  token = await memberWithProfile(t);
});
afterAll(async () => {
  await t?.close();
});

const pdf = () => {
  const file = Buffer.alloc(1_000, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};
function form(fields: Record<string, unknown>, withFile = true) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  if (withFile)
    data.append('attachment', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'c.pdf');
  return data;
}
const local = {
  Type: 'Professional',
  Category: 'Local',
  UniversityCode: 'UON',
  Institution: 'University of Nairobi',
  CompletionYear: 2014,
  AreaOfSpecialization: 'Civil Engineering',
  CertificateAwarded: 'BSC',
  CertificateNo: 'UON-2014-0042',
  CertificationClass: 'UPPER2',
  StartDate: '2009-09-01',
  EndDate: '2014-06-30',
  GraduationDate: '2014-12-12',
};
const foreignContact = {
  ContactPerson: 'Jane Namuli',
  ContactDesignation: 'Registrar',
  contactPersonAddress: 'P.O. Box 7062, Kampala',
  ContactEmail: 'registrar@mak.ac.ug',
  ContactCountry: 'UG',
};

describe('certifications', () => {
  it('answers every required message of spec 2 §5 verbatim, with the attachment', async () => {
    const response = await api().create(token, form({}, false));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      Type: 'Type is required',
      Category: 'Category is required',
      UniversityCode: 'University is required',
      Institution: 'Institution is required',
      CompletionYear: 'Completion Year is required',
      AreaOfSpecialization: 'Area of Specialization is required',
      CertificateAwarded: 'Certificate Awarded is required',
      CertificateNo: 'Certificate No is required',
      CertificationClass: 'Certification Class is required',
      StartDate: 'Start Date is required',
      EndDate: 'End Date is required',
      GraduationDate: 'Graduation Date is required',
      attachment: uploadMessages.attachmentRequired,
    });
  });

  it('refuses an End or Graduation Date before the Start Date, and future dates', async () => {
    const early = await api().create(
      token,
      form({ ...local, EndDate: '2009-08-31', GraduationDate: '2009-01-01' }),
    );
    expect(fieldErrors(early)).toEqual({
      EndDate: 'End Date Cannot come before Start Date',
      GraduationDate: 'Graduation Date Cannot come before Start Date',
    });
    const future = await api().create(
      token,
      form({ ...local, GraduationDate: `${currentYear() + 1}-01-01` }),
    );
    expect(fieldErrors(future)).toEqual({ GraduationDate: sectionMessages.dateInFuture });
    for (const year of [1899, currentYear() + 1]) {
      const response = await api().create(token, form({ ...local, CompletionYear: year }));
      expect(fieldErrors(response), String(year)).toEqual({ CompletionYear: sectionMessages.yearOutOfRange });
    }
  });

  it('refuses a Completion Year that disagrees with the End and Graduation Dates', async () => {
    const degree = { ...local, StartDate: '2014-09-01', EndDate: '2018-06-30', GraduationDate: '2018-12-07' };
    const late = await api().create(token, form({ ...degree, CompletionYear: 2021 }));
    expect(late.statusCode).toBe(400);
    expect(fieldErrors(late)).toEqual({ CompletionYear: sectionMessages.completionAfterGraduation });
    const early = await api().create(token, form({ ...degree, CompletionYear: 2016 }));
    expect(fieldErrors(early)).toEqual({ CompletionYear: sectionMessages.completionBeforeEnd });
    const right = await api().create(token, form({ ...degree, CompletionYear: 2018 }));
    expect(right.statusCode).toBe(200);
  });

  it('asks the Foreign institution contact with its messages and upper-cases it', async () => {
    const missing = await api().create(token, form({ ...local, Category: 'Foreign', UniversityCode: 'MAK' }));
    expect(fieldErrors(missing)).toEqual({
      ContactPerson: 'Contact Person is required',
      ContactDesignation: 'Designation is required',
      ContactEmail: 'Email is required',
      contactPersonAddress: 'Address is required',
      ContactCountry: 'Country is required',
    });
    const badEmail = await api().create(
      token,
      form({ ...local, ...foreignContact, Category: 'Foreign', ContactEmail: 'registrar' }),
    );
    expect(fieldErrors(badEmail)).toEqual({ ContactEmail: 'E-mail must be valid' });
    const created = await api().create(
      token,
      form({ ...local, ...foreignContact, Category: 'Foreign', UniversityCode: 'MAK' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.entry).toMatchObject({
      Category: 'Foreign',
      ContactPerson: 'JANE NAMULI',
      ContactEmail: 'REGISTRAR@MAK.AC.UG',
      ContactCountry: 'UG',
      attached: true,
    });
  });

  it('drops UniversityCode OTHER, keeps no contact for Local entries and checks the coded fields', async () => {
    const other = await api().create(token, form({ ...local, ...foreignContact, UniversityCode: 'OTHER' }));
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.entry).toMatchObject({
      UniversityCode: '',
      ContactPerson: '',
      CompletionYear: 2014,
    });
    for (const [field, value] of [
      ['UniversityCode', 'NOPE'],
      ['CertificateAwarded', 'NOPE'],
      ['CertificationClass', 'NOPE'],
    ] as const) {
      const response = await api().create(token, form({ ...local, [field]: value }));
      expect(fieldErrors(response), field).toEqual({ [field]: sectionMessages.chooseFromList });
    }
  });
});

describe('create:Professional (spec 2 §6)', () => {
  /** A member with a profile whose membership category is `category`. */
  async function memberOfCategory(category: string | null) {
    const member = await memberWithProfile(t);
    const user = (await t.api('GET', '/api/auth/user', { token: member })).json().data as { id: number };
    await t.db.updateTable('users').set({ category }).where('id', '=', user.id).execute();
    return member;
  }

  it('lets a STUDENT add Educational qualifications only (403 for Professional, also by update)', async () => {
    const student = await memberOfCategory('STUDENT');
    const professional = await api().create(student, form(local));
    expect(professional.statusCode).toBe(403);
    expect(professional.json().message).toBe(sectionMessages.professionalNotPermitted);
    expect((await api().list(student)).json().data).toEqual([]);

    const educational = await api().create(student, form({ ...local, Type: 'Educational' }));
    expect(educational.statusCode, educational.body).toBe(200);
    const { EntryNo } = educational.json().data.entry;
    const changed = await api().update(student, form({ ...local, EntryNo }, false));
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe(sectionMessages.professionalNotPermitted);
  });

  it('lets a GRADUATE (and the senior grades) add Professional qualifications; no category may not', async () => {
    for (const category of ['GRADUATE', 'TECHNICIAN', 'FELLOW']) {
      const response = await api().create(await memberOfCategory(category), form(local));
      expect(response.statusCode, category).toBe(200);
      expect(response.json().data.entry.Type).toBe('Professional');
    }
    expect((await api().create(await memberOfCategory(null), form(local))).statusCode).toBe(403);
  });
});
