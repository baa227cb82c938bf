import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodStandingReasons } from '../../../contract/dashboard';
import { licenceMessages } from '../../../contract/licences';
import { currentYear } from '../../../contract/profile-sections/fields';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { waiveChecklist } from '../applications/test-support';
import { payLicenceFee, pdfOfSize, scanForm, validDetails } from '../licences/test-support';
import { publicSearches } from '../member-search/search-test-client';
import { refreshMemberSearchForMemberNos } from '../member-search/sync';
import { newMember, type TestMember } from '../upgrades/test-support';
import { insertAward } from './test-support';

/**
 * Decision 0048: where a category makes CPD count, a member whose previous CPD year did not meet
 * its requirement is not in good standing, by the one rule every answer reads: the dashboard tile
 * (with the reason), the certificate of good standing (refused with the reason), the public card
 * (only "not in good standing"), /member-verify and the licence issuing gate.
 */

let t: TestApp;
let admin: string;
let approver: string;
const lastYear = currentYear() - 1;
const category = `CPDGS${process.pid}`.slice(0, 12);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
  approver = await t.login(demo.approver);
  await t.db
    .insertInto('membership_categories')
    .values({
      code: category,
      description: 'CPD standing test category',
      category_type: 'Individual',
      can_apply: 1,
      entitled: 0,
      member_no_prefix: 'CG',
    })
    .execute();
  await requirement(category, lastYear, 20, 10);
  await waiveChecklist(t, 'CORPORATE');
});
afterAll(async () => {
  await t?.close();
});

const { cardOf, verifiedStanding } = publicSearches(() => t);

async function requirement(code: string, year: number, totalPoints: number, minStructuredPoints: number) {
  const response = await t.api('POST', '/api/admin/cpd/requirements', {
    token: admin,
    body: { category: code, year, totalPoints, minStructuredPoints },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function countCpd(code: string, on: boolean) {
  const categories = await t.api('GET', '/api/admin/categories', { token: admin });
  const current = categories.json().data.find((row: { Code: string }) => row.Code === code);
  const response = await t.api('PUT', `/api/admin/categories/${code}`, {
    token: admin,
    body: {
      Description: current.Description,
      CanApply: current.CanApply,
      entitled: current.entitled,
      cpdCountsForStanding: on,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.cpdCountsForStanding).toBe(on);
}

async function standingOf(member: TestMember) {
  const { profile_id } = await t.db
    .selectFrom('profiles')
    .select('profile_id')
    .where('user_id', '=', member.userId)
    .executeTakeFirstOrThrow();
  const tile = await t.api('GET', `/api/profile/good-standing/${encodeURIComponent(profile_id)}`, {
    token: member.token,
  });
  expect(tile.statusCode, tile.body).toBe(200);
  const certificate = await t.api(
    'GET',
    `/api/license/good_standing_certificate/${encodeURIComponent(member.memberNo)}`,
    { token: member.token },
  );
  await refreshMemberSearchForMemberNos(t.db, [member.memberNo]);
  const card = await cardOf(profile_id);
  return {
    tile: tile.json().data as { InGoodStanding: boolean; reason: string | null },
    certificate: {
      status: certificate.statusCode,
      message: certificate.json().message as string | undefined,
    },
    card,
    verify: await verifiedStanding(member.memberNo),
  };
}

describe('CPD compliance in good standing (decision 0048)', () => {
  it('counts only once the category says so, then follows the previous year’s verified CPD', async () => {
    const member = await newMember(t, category);
    const before = await standingOf(member);
    expect(before.tile).toEqual({ InGoodStanding: true, memberNo: member.memberNo, reason: null });
    expect(before.certificate.status).toBe(200);
    expect([before.card.InGoodStanding, before.verify]).toEqual([true, true]);

    await countCpd(category, true);
    const behind = await standingOf(member);
    expect(behind.tile).toEqual({
      InGoodStanding: false,
      memberNo: member.memberNo,
      reason: goodStandingReasons.cpdNotMet,
    });
    expect(behind.certificate).toEqual({ status: 409, message: licenceMessages.notInGoodStandingCpd });
    expect([behind.card.InGoodStanding, behind.verify]).toEqual([false, false]);
    // The public card says "not in good standing" and nothing about why.
    expect(JSON.stringify(behind.card)).not.toContain(goodStandingReasons.cpdNotMet);
    expect(Object.keys(behind.card)).not.toContain('reason');

    // Half the points: still behind; the rest (structured, as awards are) makes it.
    await insertAward(t, member.userId, member.memberNo, { eventDate: `${lastYear}-05-10`, points: 10 });
    expect((await standingOf(member)).tile.InGoodStanding).toBe(false);
    await insertAward(t, member.userId, member.memberNo, { eventDate: `${lastYear}-09-10`, points: 10 });
    const met = await standingOf(member);
    expect([met.tile.InGoodStanding, met.certificate.status, met.card.InGoodStanding, met.verify]).toEqual([
      true,
      200,
      true,
      true,
    ]);

    // This year's CPD does not count for standing yet: only the previous year's.
    const fresh = await newMember(t, category);
    await insertAward(t, fresh.userId, fresh.memberNo, { eventDate: `${currentYear()}-01-10`, points: 50 });
    expect((await standingOf(fresh)).tile.reason).toBe(goodStandingReasons.cpdNotMet);

    await countCpd(category, false);
    expect((await standingOf(fresh)).tile.InGoodStanding).toBe(true);
  });

  it('asks nothing of a category without a requirement for the previous year', async () => {
    const other = `CPDNR${process.pid}`.slice(0, 12);
    await t.db
      .insertInto('membership_categories')
      .values({
        code: other,
        description: 'No requirement',
        category_type: 'Individual',
        can_apply: 1,
        entitled: 0,
        member_no_prefix: 'CN',
      })
      .execute();
    await countCpd(other, true);
    const member = await newMember(t, other);
    expect((await standingOf(member)).tile.InGoodStanding).toBe(true);
    // A requirement for this year only does not count until next year.
    await requirement(other, currentYear(), 40, 0);
    expect((await standingOf(member)).tile.InGoodStanding).toBe(true);
  });

  it('makes the licence issuing gate explain the CPD cause, and the override still works', async () => {
    await requirement('CORPORATE', lastYear, 30, 0);
    await countCpd('CORPORATE', true);
    try {
      const member = await newMember(t, 'CORPORATE');
      const submitted = await t.api('POST', '/api/license', {
        token: member.token,
        body: { ...validDetails, declaration: true },
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const no = submitted.json().data.licenseApplicationNo as string;
      const scan = await t.api('POST', '/api/license/update', {
        token: member.token,
        body: scanForm(no, pdfOfSize(4000)),
      });
      expect(scan.statusCode, scan.body).toBe(200);
      await payLicenceFee(t, member.userId, no);
      const detail = await t.api('GET', `/api/review/licences/${no}`, { token: approver });
      expect(detail.json().data.inGoodStanding).toBe(false);
      const approve = (overrideReason?: string) =>
        t.api('POST', `/api/review/licences/${no}/transition`, {
          token: approver,
          body: { action: 'approve', ...(overrideReason ? { overrideReason } : {}) },
        });
      const refused = await approve();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(licenceMessages.notInGoodStandingCpdToIssue);
      await insertAward(t, member.userId, member.memberNo, { eventDate: `${lastYear}-02-01`, points: 30 });
      const issued = await approve();
      expect(issued.statusCode, issued.body).toBe(200);
    } finally {
      await countCpd('CORPORATE', false);
    }
  });

  it('records the category change in the audit log with before and after', async () => {
    await countCpd(category, true);
    const row = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'category.updated')
      .where('subject_id', '=', category)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.details ?? '{}')).toMatchObject({
      before: { cpdCountsForStanding: false },
      after: { cpdCountsForStanding: true },
    });
    await countCpd(category, false);
  });
});
