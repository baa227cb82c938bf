import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpdCertificateVerificationSchema, cpdMessages } from '../../../contract/cpd';
import { currentYear, todayIso } from '../../../contract/profile-sections/fields';
import { addDays } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';
import { newApplicant } from '../applications/test-support';
import { newMember, type TestMember } from '../upgrades/test-support';
import { cpdCertificateUrl } from './cpd-certificate';
import { insertAward, insertBooking, insertEvent } from './test-support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

const query = (memberNo: string) => `memberNo=${encodeURIComponent(memberNo)}`;
const awardsOf = (token: string, memberNo: string) =>
  t.api('GET', `/api/cpd_awards/awards?${query(memberNo)}`, { token });
const pointsOf = (token: string, memberNo: string) =>
  t.api('GET', `/api/cpd_awards/points?${query(memberNo)}`, { token });
const certificate = (token: string, certificateNo: string) =>
  t.api('GET', `/api/cpd_awards/certificate/${certificateNo}`, { token });
let ips = 0;
const verify = (certificateNo: string) => {
  ips += 1;
  return t.api('GET', `/api/cert-verify/${certificateNo}`, { ip: `10.8.0.${ips}` });
};

/** A member with an attendance award for a past event (8 points) and two awards by hand. */
async function memberWithAwards(): Promise<{ member: TestMember; eventNo: string; certificateNo: string }> {
  const member = await newMember(t, 'CORPORATE');
  const start = addDays(todayIso(), -2);
  const event = await insertEvent(t, { startDate: start, cpdPoints: 8, description: 'Geotechnics workshop' });
  const bookingNo = await insertBooking(t, event, member.userId);
  const marked = await t.api('POST', `/api/admin/events/${event.no}/attendance`, {
    token: admin,
    body: { bookingNos: [bookingNo] },
  });
  expect(marked.json().data.awarded, marked.body).toBe(1);
  const year = currentYear();
  await insertAward(t, member.userId, member.memberNo, { eventDate: `${year - 1}-12-31`, points: 5 });
  await insertAward(t, member.userId, member.memberNo, { eventDate: `${year - 2}-06-15`, points: 2 });
  const { certificate_no } = await t.db
    .selectFrom('cpd_awards')
    .select('certificate_no')
    .where('event_id', '=', event.id)
    .executeTakeFirstOrThrow();
  return { member, eventNo: event.no, certificateNo: certificate_no };
}

describe("a member's CPD awards and points", () => {
  it('lists only the caller’s own awards, newest event first, with the event code', async () => {
    const { member, eventNo, certificateNo } = await memberWithAwards();
    const response = await awardsOf(member.token, member.memberNo.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const awards = response.json().data;
    expect(awards.map((award: { pointAwarded: number }) => award.pointAwarded)).toEqual([8, 5, 2]);
    expect(awards[0]).toEqual({
      memberNo: member.memberNo,
      description: 'Geotechnics workshop',
      provider: 'EIK Training',
      location: 'Nairobi',
      eventDate: addDays(todayIso(), -2),
      endDate: addDays(todayIso(), -2),
      pointAwarded: 8,
      eventCode: eventNo,
      certificateNo,
      period: Number(addDays(todayIso(), -2).slice(0, 4)),
    });
    expect(awards[1].eventCode).toBeNull();
  });

  it('answers the total, this year and each year, with awards counted by their year', async () => {
    const { member } = await memberWithAwards();
    const year = currentYear();
    // A Dec 31 award belongs to its own year, a Jan 1 award to the next.
    await insertAward(t, member.userId, member.memberNo, { eventDate: `${year}-01-01`, points: 1 });
    const response = await pointsOf(member.token, member.memberNo);
    expect(response.statusCode, response.body).toBe(200);
    const attendedYear = Number(addDays(todayIso(), -2).slice(0, 4));
    const byYear = new Map<number, number>([
      [year - 2, 2],
      [year - 1, 5],
      [year, 1],
    ]);
    byYear.set(attendedYear, (byYear.get(attendedYear) ?? 0) + 8);
    expect(response.json().data).toEqual({
      points: 16,
      currentYearPoints: byYear.get(year),
      byYear: [...byYear].map(([y, points]) => ({ year: y, points })),
    });
  });

  it("answers 404 for someone else's number, for a caller without one, and for staff", async () => {
    const { member } = await memberWithAwards();
    const other = await newMember(t, 'CORPORATE');
    const applicant = await newApplicant(t);
    for (const token of [other.token, applicant.token, admin]) {
      for (const read of [awardsOf, pointsOf]) {
        const response = await read(token, member.memberNo);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(cpdMessages.notYourRecord);
      }
    }
    expect((await awardsOf(member.token, 'M/1007')).statusCode).toBe(404);
    expect((await t.api('GET', `/api/cpd_awards/awards?${query(member.memberNo)}`)).statusCode).toBe(401);
  });
});

describe('the CPD certificate', () => {
  it('is a PDF with the certificate number, points and event for the holder and for admins', async () => {
    const { member, certificateNo } = await memberWithAwards();
    for (const token of [member.token, admin]) {
      const response = await certificate(token, certificateNo.toLowerCase());
      expect(response.statusCode, response.body).toBe(200);
      const pdf = await readPdf(Buffer.from(response.json().data, 'base64'));
      expect(pdf.pages).toBe(1);
      expect(pdf.text).toContain(certificateNo);
      expect(pdf.text).toContain('CPD points awarded: 8');
      expect(pdf.text).toContain('Geotechnics workshop');
      expect(pdf.text).toContain(member.memberNo);
      // The QR code is drawn as an image.
      expect(pdf.images).toBeGreaterThan(0);
    }
    expect(cpdCertificateUrl('https://portal.example/', certificateNo)).toBe(
      `https://portal.example/cert-verify/${certificateNo}`,
    );
  });

  it('answers 404 to another member, to an approver and for an unknown number', async () => {
    const { certificateNo } = await memberWithAwards();
    const other = await newMember(t, 'CORPORATE');
    for (const token of [other.token, await t.login(demo.approver)]) {
      const response = await certificate(token, certificateNo);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(cpdMessages.certificateNotFound);
    }
    expect((await certificate(other.token, 'CPD-2020-00000000')).statusCode).toBe(404);
    expect((await certificate(other.token, 'not-a-number')).statusCode).toBe(404);
  });
});

describe('the public check of a CPD certificate', () => {
  it('answers what the certificate says and nothing private, without a session', async () => {
    const { member, certificateNo } = await memberWithAwards();
    const response = await verify(certificateNo.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json().data;
    expect(Object.keys(answer).sort()).toEqual(Object.keys(cpdCertificateVerificationSchema.shape).sort());
    expect(answer).toMatchObject({
      certificateNo,
      memberNo: member.memberNo,
      description: 'Geotechnics workshop',
      pointAwarded: 8,
      memberStatus: 'Active',
    });
    expect(answer.holder).toMatch(/^AKINYI ACHIENG ODHIAMBO\d+$/);
    expect(response.body).not.toContain(member.email);
    expect(response.body).not.toMatch(/\+2547\d{8}/);
  });

  it("follows the register's live status of the holder", async () => {
    const { member, certificateNo } = await memberWithAwards();
    await t.db
      .updateTable('member_register')
      .set({ status: 'Suspended' })
      .where('member_no', '=', member.memberNo)
      .execute();
    expect((await verify(certificateNo)).json().data.memberStatus).toBe('Suspended');
  });

  it('answers 404 for an unknown or malformed number', async () => {
    for (const number of ['CPD-2020-00000000', 'CPD-X', 'EVT-1']) {
      const response = await verify(number);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(cpdMessages.certificateNotVerified);
    }
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let check = 0; check < 61; check++)
      last = (await t.api('GET', '/api/cert-verify/CPD-2020-00000000', { ip: '10.9.9.9' })).statusCode;
    expect(last).toBe(429);
  });
});
