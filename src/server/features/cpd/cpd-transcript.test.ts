import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpdComplianceReport, cpdTranscriptMessages } from '../../../contract/cpd-compliance';
import { currentYear } from '../../../contract/profile-sections/fields';
import { nowIso } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { readPdf } from '../../test-support/pdf-text';
import { newMember, type TestMember } from '../upgrades/test-support';
import { insertAward } from './test-support';

/**
 * Decision 0048: the CPD transcript (verified CPD for a year or range, QR code to a public check
 * without private details) and the compliance report by category with its CSV.
 */

let t: TestApp;
let admin: string;
const lastYear = currentYear() - 1;
const category = `CPDTR${process.pid}`.slice(0, 12);
const SECRET_REFLECTION = 'Private reflection about my manager';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
  const now = nowIso();
  await t.db
    .insertInto('membership_categories')
    .values({
      code: category,
      // A name a spreadsheet would run as a formula: the CSV must keep it text.
      description: '=HYPERLINK("http://evil.example")',
      category_type: 'Individual',
      can_apply: 1,
      entitled: 0,
      member_no_prefix: 'CT',
    })
    .execute();
  await t.db
    .insertInto('cpd_requirements')
    .values({
      category_code: category,
      cpd_year: lastYear,
      total_points: 20,
      min_structured_points: 5,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

async function typeId(name: string): Promise<number> {
  return (
    await t.db
      .selectFrom('cpd_activity_types')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
}

async function record(
  member: TestMember,
  input: { type: string; title: string; startDate: string; hours: number; points: number; status: string },
) {
  const now = nowIso();
  await t.db
    .insertInto('cpd_records')
    .values({
      user_id: member.userId,
      activity_type_id: await typeId(input.type),
      title: input.title,
      provider: 'Kenya Roads Board',
      start_date: input.startDate,
      end_date: input.startDate,
      hours: input.hours,
      reflection: SECRET_REFLECTION,
      evidence_document_id: null,
      status: input.status as 'verified',
      points: input.points,
      cpd_year: Number(input.startDate.slice(0, 4)),
      submitted_at: now,
      reviewed_by: null,
      reviewed_at: input.status === 'verified' ? now : null,
      review_note: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const pdfOf = async (response: { statusCode: number; body: string; json(): { data: string } }) => {
  expect(response.statusCode, response.body).toBe(200);
  return readPdf(Buffer.from(response.json().data, 'base64'));
};

describe('CPD transcript (decision 0048)', () => {
  it('prints the verified CPD, totals and requirement, and its QR opens a public check without private details', async () => {
    const member = await newMember(t, category);
    await record(member, {
      type: 'Courses',
      title: 'Pavement design course',
      startDate: `${lastYear}-03-04`,
      hours: 12,
      points: 12,
      status: 'verified',
    });
    await record(member, {
      type: 'Private study',
      title: 'Unverified reading',
      startDate: `${lastYear}-04-04`,
      hours: 4,
      points: 2,
      status: 'submitted',
    });
    await insertAward(t, member.userId, member.memberNo, {
      eventDate: `${lastYear}-06-01`,
      points: 3,
      description: 'Annual engineering conference',
    });

    const pdf = await pdfOf(
      await t.api('GET', `/api/cpd/transcript?from=${lastYear}&to=${lastYear}`, { token: member.token }),
    );
    expect(pdf.text).toContain(cpdTranscriptMessages.title);
    expect(pdf.text).toContain('AKINYI ODHIAMBO');
    expect(pdf.text).toContain(`Member No. ${member.memberNo}`);
    expect(pdf.text).toContain('Courses: Pavement design course');
    expect(pdf.text).toContain('Kenya Roads Board');
    expect(pdf.text).toContain('Annual engineering conference');
    expect(pdf.text).toContain(`Verified points ${lastYear} 15`);
    expect(pdf.text).toContain('20 points, at least 5 structured: not met');
    expect(pdf.text).not.toContain('Unverified reading');
    expect(pdf.text).not.toContain(SECRET_REFLECTION);
    expect(pdf.text).not.toContain(member.email);
    expect(pdf.images).toBeGreaterThanOrEqual(1);

    const url = pdf.text.match(/\/cpd-transcript-verify\/(CPDT-\d{4}-[A-Z0-9]{8})/);
    expect(url, pdf.text).not.toBeNull();
    const transcriptNo = url?.[1] as string;
    expect(pdf.text).toContain(transcriptNo);
    const check = await t.api('GET', `/api/cpd-transcript-verify/${transcriptNo}`);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.headers['cache-control']).toBe('no-store');
    expect(check.json().data).toMatchObject({
      transcriptNo,
      memberName: 'AKINYI ODHIAMBO',
      memberNo: member.memberNo,
      fromYear: lastYear,
      toYear: lastYear,
      totalPoints: 15,
      structuredPoints: 15,
    });
    expect(check.body).not.toContain(member.email);
    expect(check.body).not.toContain(SECRET_REFLECTION);

    const unknown = await t.api('GET', '/api/cpd-transcript-verify/CPDT-2020-ABCDEFGH');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(cpdTranscriptMessages.notFound);
  });

  it('covers a range, refuses a reversed one, and lets staff issue any member’s with an audit row', async () => {
    const member = await newMember(t, category);
    await insertAward(t, member.userId, member.memberNo, { eventDate: `${lastYear - 1}-05-01`, points: 4 });
    await insertAward(t, member.userId, member.memberNo, { eventDate: `${lastYear}-05-01`, points: 6 });
    const reversed = await t.api('GET', `/api/cpd/transcript?from=${lastYear}&to=${lastYear - 1}`, {
      token: member.token,
    });
    expect(reversed.statusCode).toBe(400);

    const staff = await pdfOf(
      await t.api(
        'GET',
        `/api/admin/cpd/transcripts/${encodeURIComponent(member.memberNo)}?from=${lastYear - 1}&to=${lastYear}`,
        { token: admin },
      ),
    );
    expect(staff.text).toContain(`CPD year ${lastYear - 1}`);
    expect(staff.text).toContain(`CPD year ${lastYear}`);
    expect(staff.text).toContain(`Total verified points ${lastYear - 1} to ${lastYear} 10`);
    expect(staff.text).toContain('No requirement set');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'cpd-transcript.issued')
      .where('subject_id', '=', member.memberNo)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toEqual({ from: lastYear - 1, to: lastYear });

    const asMember = await t.api('GET', `/api/admin/cpd/transcripts/${encodeURIComponent(member.memberNo)}`, {
      token: member.token,
    });
    expect(asMember.statusCode).toBe(403);
    expect((await t.api('GET', '/api/admin/cpd/transcripts/NOSUCH%2F1', { token: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('CPD compliance report (decision 0048)', () => {
  it('counts met, not met and no records by category, and exports a formula-safe CSV', async () => {
    const year = lastYear;
    const other = `CPDRP${process.pid}`.slice(0, 12);
    const now = nowIso();
    await t.db
      .insertInto('membership_categories')
      .values({
        code: other,
        description: 'Report category',
        category_type: 'Individual',
        can_apply: 1,
        entitled: 0,
        member_no_prefix: 'CP',
      })
      .execute();
    await t.db
      .insertInto('cpd_requirements')
      .values({
        category_code: other,
        cpd_year: year,
        total_points: 10,
        min_structured_points: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const met = await newMember(t, other);
    await insertAward(t, met.userId, met.memberNo, { eventDate: `${year}-02-02`, points: 10 });
    const short = await newMember(t, other);
    await insertAward(t, short.userId, short.memberNo, { eventDate: `${year}-02-02`, points: 4 });
    await newMember(t, other);
    const lapsed = await newMember(t, other);
    await t.db
      .updateTable('member_register')
      .set({ status: 'Lapsed' })
      .where('member_no', '=', lapsed.memberNo)
      .execute();

    const report = await t.api('GET', `/api/admin/reports/cpd-compliance?year=${year}`, { token: admin });
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().data.rows.find((entry: { category: string }) => entry.category === other);
    expect(row).toEqual({
      category: other,
      categoryName: 'Report category',
      requiredPoints: 10,
      members: 3,
      met: 1,
      notMet: 2,
      noRecords: 1,
      percentMet: 33.3,
    });

    const csv = await t.api('GET', `/api/admin/reports/cpd-compliance/csv?year=${year}`, { token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`${cpdComplianceReport.fileStem}-${year}-`);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(cpdComplianceReport.csvHeader.join(','));
    expect(lines).toContain(`${other},Report category,10,3,1,2,1,33.3`);
    const risky = lines.find((line) => line.startsWith(`${category},`));
    expect(risky).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const member = await t.login(demo.member);
    expect((await t.api('GET', '/api/admin/reports/cpd-compliance', { token: member })).statusCode).toBe(403);
  });
});
