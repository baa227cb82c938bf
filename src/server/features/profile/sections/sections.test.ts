import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/common';
import {
  profileSections,
  type SectionAudience,
  type SectionInfo,
  sectionMessages,
} from '../../../../contract/profile-sections';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';
import { workExperience } from '../../../test-support/sample-entries';
import { profileSections as servedSections } from './sections';
import { memberWithProfile, sectionApi } from './test-support';

/** The framework's promises, for every section: who may call, whose entries, numbering, messages. */

let t: TestApp;
/** Per user type: `member` and `other` have profiles, `noProfile` has none (an applicant before the initial profile). */
const users: Record<SectionAudience, { member: string; other: string; noProfile: string }> = {
  Individual: { member: '', other: '', noProfile: '' },
  Corporate: { member: '', other: '', noProfile: '' },
};
const staff = { admin: '' };
beforeAll(async () => {
  t = await startTestApp();
  users.Individual.member = await t.login(demo.member);
  users.Individual.other = await memberWithProfile(t);
  users.Individual.noProfile = await t.login(demo.applicant);
  users.Corporate.member = await memberWithProfile(t, 'Corporate');
  users.Corporate.other = await memberWithProfile(t, 'Corporate');
  users.Corporate.noProfile = await t.login(demo.firm);
  staff.admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

/** A valid body of each section, and a changed one. */
const samples = {
  contacts: {
    valid: {
      Type: 'Personal',
      Email: 'james.kamau@example.com',
      PhoneNo: '0712345678',
      Address: '10000',
      Country_Code: 'KE',
      County: 47,
      City: '47-NAIROBI',
    },
    changed: { PhoneNo: '0799000111' },
  },
  workExperience: {
    valid: workExperience,
    changed: { PositionHeld: 'Senior Civil Engineer' },
  },
  convictions: {
    valid: {
      ConvictionDate: '2010-05-04',
      Offence: 'Careless driving',
      SentenceImposed: 'Fine of KES 5,000',
    },
    changed: { Offence: 'Speeding' },
  },
  bankers: {
    valid: { name: 'Kenya Commercial Bank', address: 'Moi Avenue, Nairobi' },
    changed: { address: 'Kipande House, Nairobi' },
  },
  services: {
    valid: { service: 'Structural design', description: 'Design of reinforced concrete structures' },
    changed: { description: 'Design and review of structures' },
  },
  institutions: {
    valid: {
      Institution: 'Institution of Civil Engineers',
      memberNo: 'ICE-10293',
      membershipType: 'Member',
      yearOfRegistration: 2016,
    },
    changed: { membershipType: 'Fellow' },
  },
  attachments: {
    valid: { description: 'CV', fileName: 'Curriculum vitae' },
    changed: { fileName: 'Updated CV' },
  },
  certifications: {
    valid: {
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
    },
    changed: { CertificateNo: 'UON-2014-0043' },
  },
  referees: {
    // CE/0112 and the numbers below are in the demo member register.
    valid: {
      Name: 'Fatuma Hassan',
      Email: 'fatuma.hassan@eik.example',
      PhoneNo: '0700334455',
      MemberNo: 'CE/0112',
      refereeType: 'PROFESSIONAL',
    },
    changed: { PlaceOfWork: 'Kenya Power' },
  },
  shareholders: {
    valid: {
      name: 'Grace Wanjiru',
      identificationDocumentNo: '23456789',
      discipline: 'CIVIL',
      type: 'Member',
      regNo: 'M/1021',
      sharesHeld: 40.5,
    },
    changed: { name: 'Grace Wanjiru Kamau' },
  },
  directors: {
    valid: { name: 'Peter Otieno', identificationDocumentNo: '12345678', type: 'Non Member' },
    changed: { name: 'Peter Otieno Ouma' },
  },
  facilities: {
    valid: { nameOfEquipment: 'Total station', quantity: 2, remarks: 'Owned, bought in 2021' },
    changed: { remarks: 'Owned, serviced yearly' },
  },
  employees: {
    valid: { code: 'REG_ENGINEERS', count: 4 },
    changed: { code: 'GRAD_ENGINEERS' },
  },
} satisfies Record<keyof typeof profileSections, { valid: object; changed: object }>;

const tables = {
  contacts: 'contacts',
  workExperience: 'work_experience',
  convictions: 'convictions',
  bankers: 'bankers',
  services: 'services',
  institutions: 'institutions',
  attachments: 'attachments',
  certifications: 'certifications',
  referees: 'referees',
  shareholders: 'shareholders',
  directors: 'directors',
  facilities: 'facilities',
  employees: 'employees',
} as const;

/** Sections whose create and update are multipart forms with a PDF in this field. */
const fileFields: Partial<Record<keyof typeof profileSections, string>> = {
  institutions: 'attachment',
  attachments: 'attachment',
  certifications: 'attachment',
  facilities: 'ownership',
};

/** The section's API; a section with a file gets its bodies as forms with a small PDF. */
function sectionCalls(name: keyof typeof profileSections) {
  const info: SectionInfo = profileSections[name];
  const calls = {
    ...sectionApi(t, info.path),
    // Referees add at /api/profile/referee/add (spec 2 §7).
    create: (token: string, body: unknown) =>
      t.api('POST', `/api/profile/${info.path}${info.createPath ?? ''}`, { token, body }),
  };
  const field = fileFields[name];
  if (!field) return calls;
  const form = (body: unknown) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      data.append(key, String(value));
    }
    const pdf = Buffer.alloc(1_000, 0x20);
    pdf.write('%PDF-1.7\n');
    data.append(field, new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'document.pdf');
    return data;
  };
  return {
    ...calls,
    create: (token: string, body: unknown) => calls.create(token, form(body)),
    update: (token: string, body: unknown) => calls.update(token, form(body)),
  };
}

const names = Object.keys(profileSections) as (keyof typeof profileSections)[];

/** The users a section is for (spec 2 §2.1, §6); sections for everyone run as an Individual member. */
const audienceOf = (name: keyof typeof profileSections) =>
  servedSections.find((section) => section.info.path === profileSections[name].path)?.audience ?? null;

describe.each(names)('profile section %s', (name) => {
  const { label } = profileSections[name];
  const section = () => sectionCalls(name);
  const { valid, changed } = samples[name];
  const audience = audienceOf(name);
  // Getters: the tokens exist once beforeAll has run.
  const tokens = {
    get member() {
      return users[audience ?? 'Individual'].member;
    },
    get other() {
      return users[audience ?? 'Individual'].other;
    },
    get admin() {
      return staff.admin;
    },
  };

  it('answers a visitor 401 on every route and stores nothing', async () => {
    for (const response of [
      await section().list(''),
      await section().create('', valid),
      await section().update('', { ...valid, EntryNo: 1 }),
      await section().remove('', 1),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.notSignedIn });
    }
  });

  it(`answers a user without a profile 404 '${messages.profileRequired}'`, async () => {
    // Staff are of no user type, so only sections for everyone reach their missing profile.
    const noProfile = users[audience ?? 'Individual'].noProfile;
    for (const token of audience ? [noProfile] : [noProfile, tokens.admin]) {
      for (const response of [
        await section().list(token),
        await section().create(token, valid),
        await section().update(token, { ...valid, EntryNo: 1 }),
        await section().remove(token, 1),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.profileRequired });
      }
    }
  });

  // Only sections kept to one user type have outsiders to refuse.
  if (audience) {
    it("answers users outside the section's audience 403 on every route and stores nothing", async () => {
      const outsider = audience === 'Corporate' ? users.Individual : users.Corporate;
      const message = audience === 'Corporate' ? sectionMessages.firmsOnly : sectionMessages.individualsOnly;
      for (const token of [outsider.member, outsider.noProfile, tokens.admin]) {
        for (const response of [
          await section().list(token),
          await section().create(token, valid),
          await section().update(token, { ...valid, EntryNo: 1 }),
          await section().remove(token, 1),
        ]) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message });
        }
      }
      const stored = await t.db
        .selectFrom(`profile_${tables[name]}` as 'profile_bankers')
        .select('id')
        .execute();
      expect(stored).toEqual([]);
    });
  }

  it('creates, lists, updates and removes the entries of the signed-in member, numbered per profile', async () => {
    const created = await section().create(tokens.member, valid);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.message).toBe(sectionMessages.added(label));
    const first = created.json().data.entry;
    expect(first.EntryNo).toBe(1);

    const listed = await section().list(tokens.member);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([first]);

    const updated = await section().update(tokens.member, { ...valid, ...changed, EntryNo: first.EntryNo });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.message).toBe(sectionMessages.updated(label));
    expect(updated.json().data.entry).toMatchObject({ EntryNo: 1 });
    const [key, value] = Object.entries(changed)[0] as [string, string];
    expect(String(updated.json().data.entry[key]).toLowerCase()).toBe(value.toLowerCase());
    expect((await section().list(tokens.member)).json().data).toEqual([updated.json().data.entry]);

    // The other member's numbering starts at 1 too: numbers are per profile.
    const theirs = await section().create(tokens.other, valid);
    expect(theirs.json().data.entry.EntryNo).toBe(1);

    const removed = await section().remove(tokens.member, first.EntryNo);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ message: sectionMessages.deleted(label), EntryNo: 1 });
    expect((await section().list(tokens.member)).json().data).toEqual([]);
    // The other member's entry is untouched.
    expect((await section().list(tokens.other)).json().data).toHaveLength(1);

    const again = await section().remove(tokens.member, first.EntryNo);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: sectionMessages.entryNotFound });
  });

  it("never shows, changes or removes another member's entry, whatever number is guessed", async () => {
    const theirs = (await section().list(tokens.other)).json().data as { EntryNo: number }[];
    expect(theirs.length).toBeGreaterThan(0);
    const before = JSON.stringify(theirs);
    for (const entryNo of [...theirs.map((entry) => entry.EntryNo), 2, 3, 99]) {
      const update = await section().update(tokens.member, { ...valid, ...changed, EntryNo: entryNo });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toEqual({ message: sectionMessages.entryNotFound });
      const remove = await section().remove(tokens.member, entryNo);
      expect(remove.statusCode).toBe(404);
      expect(remove.json()).toEqual({ message: sectionMessages.entryNotFound });
    }
    // Reading lists only one's own entries; a ProfileID in a body is ignored.
    expect((await section().list(tokens.member)).json().data).toEqual([]);
    const smuggled = await section().create(tokens.member, {
      ...valid,
      ProfileID: 'PR-000002',
      profile_id: 2,
    });
    expect(smuggled.statusCode).toBe(200);
    expect(JSON.stringify((await section().list(tokens.other)).json().data)).toBe(before);
    await section().remove(tokens.member, smuggled.json().data.entry.EntryNo);
  });

  it('numbers new entries after the highest one and refuses a malformed EntryNo', async () => {
    const numbers: number[] = [];
    // Contacts allow one of each type, so this section adds a Personal and a Work contact.
    const bodies =
      name === 'contacts'
        ? [
            valid,
            {
              ...valid,
              Type: 'Work',
              PlaceOfWork: 'Athi Water',
              Location: 'Nairobi',
              Designation: 'Engineer',
            },
          ]
        : name === 'employees'
          ? // One entry per employee type.
            [valid, { ...valid, code: 'TECHNICIANS' }, { ...valid, code: 'ARTISANS' }]
          : name === 'referees'
            ? // A member is named once.
              [valid, { ...valid, MemberNo: 'F/0031' }, { ...valid, MemberNo: 'PE/0457' }]
            : [valid, valid, valid];
    for (const body of bodies)
      numbers.push((await section().create(tokens.member, body)).json().data.entry.EntryNo);
    expect(numbers).toEqual(bodies.map((_, index) => index + 1));
    await section().remove(tokens.member, 1);
    const next = await section().create(tokens.member, bodies[0]);
    expect(next.json().data.entry.EntryNo).toBe(bodies.length + 1);

    for (const EntryNo of [0, -1, 'abc', 1.5, null]) {
      const response = await section().remove(tokens.member, EntryNo);
      expect(response.statusCode, String(EntryNo)).toBe(400);
      expect(response.json().message).toBe(sectionMessages.entryNoInvalid);
    }
    const missing = await section().update(tokens.member, valid);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.EntryNo).toBe(sectionMessages.entryNoInvalid);
  });

  it("deletes a profile's entries with the profile", async () => {
    const token = await memberWithProfile(t, audience ?? 'Individual');
    await section().create(token, valid);
    const profile = await t.db
      .selectFrom('profiles')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const rowsOf = async () =>
      (
        await t.db
          .selectFrom(`profile_${tables[name]}` as 'profile_bankers')
          .select('id')
          .where('profile_id', '=', profile.id)
          .execute()
      ).length;
    expect(await rowsOf()).toBe(1);
    await t.db.deleteFrom('profiles').where('id', '=', profile.id).execute();
    expect(await rowsOf()).toBe(0);
    expect((await section().list(token)).statusCode).toBe(404);
  });
});
