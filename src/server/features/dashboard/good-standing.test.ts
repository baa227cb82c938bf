import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodStandingReasons } from '../../../contract/dashboard';
import { todayIso } from '../../../contract/profile-sections/fields';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { memberVerificationUrl } from '../application-documents/member-verification-url';
import { newApplicant } from '../applications/test-support';
import { raiseInvoice } from '../billing/raise-invoice';
import { newMember, type TestMember } from '../upgrades/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profileIdOf = async (userId: number) =>
  (
    await t.db
      .selectFrom('profiles')
      .select('profile_id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).profile_id;

const standing = async (token: string, profileId: string) =>
  t.api('GET', `/api/profile/good-standing/${encodeURIComponent(profileId)}`, { token });

/** The public check a good-standing certificate's QR code opens, as a stranger reads it. */
const publicCheck = async (memberNo: string) => {
  const url = new URL(await memberVerificationUrl(t.db, t.env.PUBLIC_URL, memberNo));
  const response = await t.api(
    'GET',
    `/api/member-verify${url.pathname.slice('/member-verify'.length)}${url.search}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { status: string; inGoodStanding: boolean };
};

async function billOverdue(member: TestMember, dueDate: string) {
  await raiseInvoice(t.db, {
    userId: member.userId,
    source: 'SUBSCRIPTION',
    sourceRef: `GS-${member.userId}-${dueDate}`,
    description: 'Subscription',
    lines: [{ description: 'Subscription', quantity: 1, unitCents: 500_000, vatCents: 0 }],
    documentDate: dueDate,
    dueDate,
  });
}

describe('GET profile/good-standing/{profileId} (decisions.md "Good standing")', () => {
  it('is in good standing while Active with nothing overdue, and says why not once an invoice is overdue', async () => {
    const member = await newMember(t, 'CORPORATE');
    const profileId = await profileIdOf(member.userId);
    const good = await standing(member.token, profileId);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ InGoodStanding: true, memberNo: member.memberNo, reason: null });
    expect((await publicCheck(member.memberNo)).inGoodStanding).toBe(true);

    // An invoice due today is not overdue yet; one due yesterday is.
    await billOverdue(member, todayIso());
    expect((await standing(member.token, profileId)).json().data.InGoodStanding).toBe(true);
    await billOverdue(member, '2020-01-31');
    expect((await standing(member.token, profileId)).json().data).toEqual({
      InGoodStanding: false,
      memberNo: member.memberNo,
      reason: goodStandingReasons.overdue,
    });
    // The public check follows the books live: still a member, no longer in good standing.
    expect(await publicCheck(member.memberNo)).toMatchObject({ status: 'Active', inGoodStanding: false });
  });

  it('is not in good standing when the register shows the member suspended', async () => {
    const member = await newMember(t, 'CORPORATE');
    await t.db
      .updateTable('member_register')
      .set({ status: 'Suspended' })
      .where('member_no', '=', member.memberNo)
      .execute();
    const answer = await standing(member.token, await profileIdOf(member.userId));
    expect(answer.json().data).toMatchObject({
      InGoodStanding: false,
      reason: goodStandingReasons.notActive,
    });
    expect(await publicCheck(member.memberNo)).toMatchObject({ status: 'Suspended', inGoodStanding: false });
  });

  it('tells an applicant without a member number that there is none yet', async () => {
    const applicant = await newApplicant(t);
    const answer = await standing(applicant.token, await profileIdOf(applicant.userId));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      InGoodStanding: false,
      memberNo: null,
      reason: goodStandingReasons.noMemberNo,
    });
  });

  it("answers someone else's profile ID as unknown, and a visitor 401", async () => {
    const member = await newMember(t, 'CORPORATE');
    const other = await newMember(t, 'CORPORATE');
    const otherId = await profileIdOf(other.userId);
    expect((await standing(member.token, otherId)).statusCode).toBe(404);
    expect((await t.api('GET', `/api/profile/good-standing/${otherId}`)).statusCode).toBe(401);
  });
});
