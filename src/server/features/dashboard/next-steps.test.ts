import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRouteText } from '../../../contract/route-values';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { newApplicant, waiveChecklist } from '../applications/test-support';
import { pdfOfSize, scanForm, validDetails } from '../licences/test-support';
import { newMember } from '../upgrades/test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const nextSteps = async (token: string) => {
  const response = await t.api('GET', '/api/dashboard/next-steps', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    kind: string;
    to: string;
    reference: string | null;
    amount: number | null;
    items: string[];
  }[];
};

describe('the dashboard next steps, read from the record', () => {
  it('asks an applicant to complete the missing checklist items, then to submit', async () => {
    const applicant = await newApplicant(t, 'CORPORATE');
    const steps = await nextSteps(applicant.token);
    expect(steps.map((step) => step.kind)).toEqual(['complete-profile', 'submit-application']);
    expect(steps[0]?.to).toBe('/checklist');
    expect(steps[0]?.items.length).toBeGreaterThan(0);
    expect(steps[1]?.to).toBe('/application');
  });

  it('asks only to submit when nothing on the checklist is missing', async () => {
    await waiveChecklist(t, 'GRADUATE');
    const applicant = await newApplicant(t, 'GRADUATE');
    expect((await nextSteps(applicant.token)).map((step) => step.kind)).toEqual(['submit-application']);
  });

  it('puts an unpaid invoice first, with its number and what is owed; a member has no checklist to finish', async () => {
    await waiveChecklist(t, 'PROFESSIONAL');
    const member = await newMember(t, 'CORPORATE');
    expect(await nextSteps(member.token)).toEqual([]);
    const submitted = await t.api('POST', '/api/upgrade/submit', {
      token: member.token,
      body: { toCategory: 'PROFESSIONAL', amount: 1, requestedDate: '' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [pay, ...rest] = await nextSteps(member.token);
    expect(rest).toEqual([]);
    expect(pay).toMatchObject({ kind: 'pay-invoice', amount: 11000 });
    // The invoice viewer's address carries the number as the billing pages write it (base64).
    expect(pay?.to).toBe(`/billing/invoice/${encodeRouteText(pay?.reference ?? '')}`);
  });

  it('asks for the signed licence form until it is uploaded', async () => {
    await waiveChecklist(t, 'CORPORATE');
    const member = await newMember(t, 'CORPORATE');
    const submitted = await t.api('POST', '/api/license', {
      token: member.token,
      body: { ...validDetails, declaration: true },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const no = submitted.json().data.licenseApplicationNo as string;
    expect(await nextSteps(member.token)).toContainEqual(
      expect.objectContaining({ kind: 'upload-licence-form', reference: no, to: `/license/document/${no}` }),
    );
    const scan = await t.api('POST', '/api/license/update', {
      token: member.token,
      body: scanForm(no, pdfOfSize(4000)),
    });
    expect(scan.statusCode, scan.body).toBe(200);
    const after = await nextSteps(member.token);
    expect(after.some((step) => step.kind === 'upload-licence-form')).toBe(false);
    // The scan raised the fee: paying it is what is left.
    expect(after[0]).toMatchObject({ kind: 'pay-invoice' });
  });

  it('names the referees yet to answer once the application is with the reviewers', async () => {
    const applicant = await newApplicant(t, 'GRADUATE');
    const profile = await t.db
      .selectFrom('profiles')
      .select('id')
      .where('user_id', '=', applicant.userId)
      .executeTakeFirstOrThrow();
    const referee = (name: string, entryNo: number, response: 'Accept' | null) => ({
      profile_id: profile.id,
      entry_no: entryNo,
      name,
      address: 'P.O. Box 1',
      email: `${entryNo}.referee@example.com`,
      phone_no: '+254712345678',
      place_of_work: 'KPLC',
      designation: 'Engineer',
      member_no: `M/9${entryNo}`,
      referee_type: '',
      response,
      responded_at: response ? new Date().toISOString() : null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    await t.db
      .insertInto('profile_referees')
      .values([referee('GRACE WANJIRU', 901, null), referee('PETER OTIENO', 902, 'Accept')])
      .execute();
    // Still a draft: nobody has been asked yet.
    expect((await nextSteps(applicant.token)).some((step) => step.kind === 'await-referees')).toBe(false);
    await t.db
      .updateTable('applications')
      .set({ status: 'Open' })
      .where('user_id', '=', applicant.userId)
      .execute();
    expect(await nextSteps(applicant.token)).toContainEqual(
      expect.objectContaining({
        kind: 'await-referees',
        items: ['GRACE WANJIRU'],
        to: '/profile?tab=referees',
      }),
    );
  });

  it('answers only a signed-in caller', async () => {
    expect((await t.api('GET', '/api/dashboard/next-steps')).statusCode).toBe(401);
  });
});
