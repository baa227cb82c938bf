import { expect } from 'vitest';
import type { Application, ReviewDetail } from '../../../contract/applications';
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
