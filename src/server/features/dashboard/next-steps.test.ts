import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRouteText } from '../../../contract/route-values';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { newApplicant, waiveChecklist } from '../applications/test-support';
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

  it('answers only a signed-in caller', async () => {
    expect((await t.api('GET', '/api/dashboard/next-steps')).statusCode).toBe(401);
  });
});
