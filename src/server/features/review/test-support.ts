import { expect } from 'vitest';
import type { Application, ReviewDetail } from '../../../contract/applications';
import { createSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import {
  newApplicant,
  payApplicationFee,
  submitApplication,
  type TestApplicant,
} from '../applications/test-support';

/** Test-only: the review calls the review test files share, against the app and reviewer given. */
export function reviewCalls(app: () => TestApp, reviewer: () => string) {
  const base = (code: string) => `/api/review/applications/${code}`;
  const move = (
    code: string,
    action: string,
    comment = '',
    hiddenFromApplicant = false,
    token = reviewer(),
  ) =>
    app().api('POST', `${base(code)}/transition`, { token, body: { action, comment, hiddenFromApplicant } });
  async function moveOk(code: string, action: string, comment = '', hidden = false): Promise<ReviewDetail> {
    const response = await move(code, action, comment, hidden);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }
  async function submitted(category = 'GRADUATE', paid = true): Promise<TestApplicant> {
    const applicant = await newApplicant(app(), category);
    const response = await submitApplication(app(), applicant);
    expect(response.statusCode, response.body).toBe(200);
    if (paid) await payApplicationFee(app(), applicant);
    return applicant;
  }
  async function applicantView(applicant: TestApplicant): Promise<Application> {
    const response = await app().api('GET', '/api/application', { token: applicant.token });
    return response.json().data[0];
  }
  return { base, move, moveOk, submitted, applicantView };
}

let staffCreated = 0;

/** Test-only: a staff reviewer of its own (approver), signed in; closed (deactivated) when asked. */
export async function newReviewer(
  t: TestApp,
  { deactivated = false }: { deactivated?: boolean } = {},
): Promise<{ id: number; name: string; token: string }> {
  staffCreated += 1;
  const now = nowIso();
  const name = `Reviewer ${staffCreated}.${process.pid}`;
  const { id } = await t.db
    .insertInto('users')
    .values({
      email: `reviewer${staffCreated}.${process.pid}@eik.example`,
      password_hash: 'not-used',
      name,
      is_approver: 1,
      email_verified_at: now,
      deactivated_at: deactivated ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await createSession(t.db, id, 60);
  return { id, name, token: session.token };
}

/** Test-only: moves an application's stage clock back by whole days, as if it had waited. */
export async function ageStage(t: TestApp, code: string, days: number): Promise<void> {
  await t.db
    .updateTable('applications')
    .set({ stage_entered_at: new Date(Date.now() - days * 86_400_000).toISOString() })
    .where('application_no', '=', code)
    .execute();
}
