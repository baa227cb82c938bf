import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CpdRecordInput, cpdRecordMessages } from '../../../contract/cpd-records';
import { currentYear, todayIso } from '../../../contract/profile-sections/fields';
import { uploadMessages } from '../../../contract/uploads';
import { addDays } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { newApplicant } from '../applications/test-support';
import { newMember, type TestMember } from '../upgrades/test-support';
import { evidenceForm, insertBooking, insertEvent, pdfBytes } from './test-support';

let t: TestApp;
let admin: string;
let typeSeq = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

/** A fresh activity type with the given rules, made by staff through the API. */
async function activityType(rules: {
  structured?: boolean;
  pointsPerHour: number;
  maxPointsPerActivity?: number | null;
  maxPointsPerYear?: number | null;
  active?: boolean;
}): Promise<number> {
  typeSeq += 1;
  const response = await t.api('POST', '/api/admin/cpd/activity-types', {
    token: admin,
    body: {
      name: `Test type ${process.pid}-${typeSeq}`,
      structured: rules.structured ?? true,
      pointsPerHour: rules.pointsPerHour,
      maxPointsPerActivity: rules.maxPointsPerActivity ?? null,
      maxPointsPerYear: rules.maxPointsPerYear ?? null,
      active: rules.active ?? true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const lastYear = currentYear() - 1;
const logged = (activityTypeId: number, overrides: Partial<CpdRecordInput> = {}): CpdRecordInput => ({
  activityTypeId,
  title: 'Bridge design course',
  provider: 'EIK Training',
  startDate: `${lastYear}-03-01`,
  endDate: `${lastYear}-03-02`,
  hours: 6,
  reflection: 'Load combinations to Eurocode.',
  ...overrides,
});

async function log(member: TestMember, body: CpdRecordInput) {
  const response = await t.api('POST', '/api/cpd/records', { token: member.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; points: number; status: string; cpdYear: number };
}

const withEvidence = (member: TestMember, id: number, form = evidenceForm(pdfBytes())) =>
  t.api('POST', `/api/cpd/records/${id}/evidence`, { token: member.token, body: form });

const verify = (id: number) =>
  t.db.updateTable('cpd_records').set({ status: 'verified' }).where('id', '=', id).execute();

describe('CPD a member logs', () => {
  it('saves a draft with points from its type’s rules, capped per activity, and lists it by CPD year', async () => {
    const member = await newMember(t, 'CORPORATE');
    const typeId = await activityType({ pointsPerHour: 1.5, maxPointsPerActivity: 8 });
    const small = await log(member, logged(typeId, { hours: 2.5 }));
    const big = await log(
      member,
      logged(typeId, { hours: 20, startDate: `${lastYear}-05-01`, endDate: `${lastYear}-05-03` }),
    );
    expect(small).toMatchObject({ status: 'draft', points: 3.75, cpdYear: lastYear });
    expect(big.points).toBe(8);

    const list = await t.api('GET', `/api/cpd/records?year=${lastYear}`, { token: member.token });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((record: { id: number }) => record.id)).toEqual([big.id, small.id]);
    expect(list.json().data[0]).toMatchObject({ editable: true, evidence: null, structured: true });
    const thisYear = await t.api('GET', '/api/cpd/records', { token: member.token });
    expect(thisYear.json().data).toEqual([]);
  });

  it('refuses dates in the future, an end before the start, hours of 0 and an inactive type', async () => {
    const member = await newMember(t, 'CORPORATE');
    const typeId = await activityType({ pointsPerHour: 1 });
    const tomorrow = addDays(todayIso(), 1);
    const refused = async (body: CpdRecordInput, field: string) => {
      const response = await t.api('POST', '/api/cpd/records', { token: member.token, body });
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors[field];
    };
    expect(
      await refused(logged(typeId, { startDate: tomorrow, endDate: tomorrow }), 'startDate'),
    ).toBeTruthy();
    expect(await refused(logged(typeId, { endDate: `${lastYear}-02-01` }), 'endDate')).toBe(
      cpdRecordMessages.endBeforeStart,
    );
    expect(await refused(logged(typeId, { hours: 0 }), 'hours')).toBe(cpdRecordMessages.hoursPositive);
    expect(await refused(logged(typeId, { hours: 501 }), 'hours')).toBe(cpdRecordMessages.hoursTooMany);
    const inactive = await activityType({ pointsPerHour: 1, active: false });
    expect(await refused(logged(inactive), 'activityTypeId')).toBe(cpdRecordMessages.typeNotAvailable);
  });

  it('is kept by registered members only', async () => {
    const applicant = await newApplicant(t);
    const typeId = await activityType({ pointsPerHour: 1 });
    for (const [method, url, body] of [
      ['GET', '/api/cpd/records', undefined],
      ['GET', '/api/cpd/progress', undefined],
      ['POST', '/api/cpd/records', logged(typeId)],
    ] as const) {
      const response = await t.api(method, url, { token: applicant.token, body });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(cpdRecordMessages.notAMember);
    }
  });

  it("answers 404 for another member's record, whatever the call", async () => {
    const owner = await newMember(t, 'CORPORATE');
    const other = await newMember(t, 'CORPORATE');
    const typeId = await activityType({ pointsPerHour: 1 });
    const record = await log(owner, logged(typeId));
    const calls = [
      t.api('PUT', `/api/cpd/records/${record.id}`, { token: other.token, body: logged(typeId) }),
      t.api('DELETE', `/api/cpd/records/${record.id}`, { token: other.token }),
      t.api('POST', `/api/cpd/records/${record.id}/submit`, { token: other.token }),
      withEvidence(other, record.id),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(cpdRecordMessages.recordNotFound);
    }
    const row = await t.db
      .selectFrom('cpd_records')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Bridge design course', status: 'draft', evidence_document_id: null });
  });

  it('takes a PDF or an image as evidence, checked by content and size, and submits only with it', async () => {
    const member = await newMember(t, 'CORPORATE');
    const typeId = await activityType({ pointsPerHour: 1 });
    const record = await log(member, logged(typeId));

    const early = await t.api('POST', `/api/cpd/records/${record.id}/submit`, { token: member.token });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(cpdRecordMessages.evidenceRequired);

    const text = new TextEncoder().encode('not a pdf at all, only text'.repeat(10));
    const notPdf = await withEvidence(member, record.id, evidenceForm(new Uint8Array(text), 'scan.pdf'));
    expect(notPdf.statusCode, notPdf.body).toBe(400);
    expect(notPdf.json().errors.evidence).toBe(uploadMessages.notEvidence);
    const tooLarge = await withEvidence(member, record.id, evidenceForm(pdfBytes(10_000_001)));
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(tooLarge.json().message).toBe(uploadMessages.attachmentTooLarge);

    const first = await withEvidence(member, record.id, evidenceForm(pdfBytes(10_000_000)));
    expect(first.statusCode, first.body).toBe(200);
    const firstDocument = first.json().data.evidence.id as string;
    const replaced = await withEvidence(member, record.id);
    expect(replaced.json().data.evidence).toMatchObject({
      kind: 'pdf',
      name: 'certificate.pdf',
      size: 1_000,
    });
    const gone = await t.db
      .selectFrom('documents')
      .select('id')
      .where('id', '=', firstDocument)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    const download = await t.api('GET', `/api/documents/${replaced.json().data.evidence.id}`, {
      token: admin,
    });
    expect(download.statusCode).toBe(200);

    const submitted = await t.api('POST', `/api/cpd/records/${record.id}/submit`, { token: member.token });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', editable: true });
    expect(submitted.json().data.submittedAt).toBeTruthy();
  });

  it('refuses every change once verified, and sends a rejected record back to draft when edited', async () => {
    const member = await newMember(t, 'CORPORATE');
    const typeId = await activityType({ pointsPerHour: 1 });
    const record = await log(member, logged(typeId));
    await withEvidence(member, record.id);
    await verify(record.id);
    const refusals = [
      await t.api('PUT', `/api/cpd/records/${record.id}`, {
        token: member.token,
        body: logged(typeId, { hours: 9 }),
      }),
      await t.api('DELETE', `/api/cpd/records/${record.id}`, { token: member.token }),
      await t.api('POST', `/api/cpd/records/${record.id}/submit`, { token: member.token }),
      await withEvidence(member, record.id),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(cpdRecordMessages.verifiedLocked);
    }
    const [listed] = (await t.api('GET', `/api/cpd/records?year=${lastYear}`, { token: member.token })).json()
      .data;
    expect(listed).toMatchObject({ status: 'verified', editable: false, hours: 6 });

    const rejected = await log(member, logged(typeId));
    await t.db
      .updateTable('cpd_records')
      .set({ status: 'rejected', review_note: 'No certificate' })
      .where('id', '=', rejected.id)
      .execute();
    const edited = await t.api('PUT', `/api/cpd/records/${rejected.id}`, {
      token: member.token,
      body: logged(typeId, { hours: 3 }),
    });
    expect(edited.json().data).toMatchObject({ status: 'draft', points: 3 });
  });

  it('deletes a record that is not verified, with its evidence', async () => {
    const member = await newMember(t, 'CORPORATE');
    const typeId = await activityType({ pointsPerHour: 1 });
    const record = await log(member, logged(typeId));
    const documentId = (await withEvidence(member, record.id)).json().data.evidence.id as string;
    const removed = await t.api('DELETE', `/api/cpd/records/${record.id}`, { token: member.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await t.db.selectFrom('cpd_records').select('id').where('id', '=', record.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await t.db.selectFrom('documents').select('id').where('id', '=', documentId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('CPD progress', () => {
  it('counts verified records under the yearly cap per type, attendance as verified, against the requirement', async () => {
    const member = await newMember(t, 'PROFESSIONAL');
    const day = addDays(todayIso(), -2);
    const year = Number(day.slice(0, 4));
    const event = await insertEvent(t, { startDate: day, cpdPoints: 8 });
    const bookingNo = await insertBooking(t, event, member.userId);
    const marked = await t.api('POST', `/api/admin/events/${event.no}/attendance`, {
      token: admin,
      body: { bookingNos: [bookingNo] },
    });
    expect(marked.json().data.awarded, marked.body).toBe(1);

    const structured = await activityType({ pointsPerHour: 1, maxPointsPerActivity: 10 });
    const study = await activityType({ structured: false, pointsPerHour: 0.5, maxPointsPerYear: 6 });
    const at = { startDate: day, endDate: day };
    const course = await log(member, logged(structured, { ...at, hours: 12 }));
    const readingA = await log(member, logged(study, { ...at, hours: 10 }));
    const readingB = await log(member, logged(study, { ...at, hours: 10 }));
    const pending = await log(member, logged(structured, { ...at, hours: 4 }));
    await log(member, logged(structured, { ...at, hours: 7 })); // a draft counts nothing
    for (const id of [course.id, readingA.id, readingB.id]) await verify(id);
    await withEvidence(member, pending.id);
    await t.api('POST', `/api/cpd/records/${pending.id}/submit`, { token: member.token });

    const requirement = await t.api('POST', '/api/admin/cpd/requirements', {
      token: admin,
      body: { category: 'PROFESSIONAL', year, totalPoints: 50, minStructuredPoints: 20 },
    });
    expect(requirement.statusCode, requirement.body).toBe(201);

    const response = await t.api('GET', `/api/cpd/progress?year=${year}`, { token: member.token });
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json().data;
    // 8 (attendance) + 10 (course, capped per activity) + 6 (study: 5 + 5 capped at 6 a year).
    expect(progress).toMatchObject({
      year,
      category: 'PROFESSIONAL',
      requirement: { totalPoints: 50, minStructuredPoints: 20, dueDate: `${year}-12-31` },
      earned: 24,
      pending: 4,
      structuredEarned: 18,
      unstructuredEarned: 6,
      stillNeeded: 26,
      structuredStillNeeded: 2,
      met: false,
    });
    expect(progress.byType[0]).toMatchObject({ typeId: null, earned: 8, structured: true });
    const month = progress.byMonth.find((row: { month: number }) => row.month === Number(day.slice(5, 7)));
    expect(month).toEqual({ month: Number(day.slice(5, 7)), earned: 24, pending: 4 });

    // The /cpd list and total of spec 3 §2.8 read the awards alone, as before.
    const points = await t.api(
      'GET',
      `/api/cpd_awards/points?memberNo=${encodeURIComponent(member.memberNo)}`,
      {
        token: member.token,
      },
    );
    expect(points.json().data.points).toBe(8);
  });
});
