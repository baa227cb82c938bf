import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocumentMessages } from '../../../contract/application-documents';
import { encodeRouteText } from '../../../contract/route-values';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import {
  addComment,
  addReferee,
  applicationIn,
  fillProfile,
  pdfOf,
  profileOf,
  registerMember,
  userIdOf,
} from './test-support';

let t: TestApp;
let memberId: number;
let memberToken: string;
let otherToken: string;
let approverToken: string;
let adminToken: string;

const code = encodeRouteText;
const get = (path: string, token: string) => t.api('GET', `/api/${path}`, { token });

beforeAll(async () => {
  t = await startTestApp();
  memberToken = await t.login(demo.member);
  otherToken = await t.login(demo.applicant);
  approverToken = await t.login(demo.approver);
  adminToken = await t.login(demo.admin);
  memberId = await userIdOf(t, demo.member);
  const profile = await profileOf(t, memberId);
  await fillProfile(t, profile.id);
  await addReferee(
    t,
    profile.id,
    1,
    { name: 'WANJIKU MUTHONI', memberNo: 'M/1021', response: 'Accept' },
    { answers: [['How long have you known the applicant?', 'Ten years']] },
  );
  await addReferee(t, profile.id, 2, { name: 'BRIAN RUTO', memberNo: 'G/2307', response: null });
});

afterAll(async () => {
  await t?.close();
});

describe('GET application/document/:code', () => {
  it('prints the applicant, the category and a summary of the profile once submitted', async () => {
    const application = await applicationIn(t, memberId, 'Open');
    const response = await get(`application/document/${code(application.code)}`, memberToken);
    expect(response.statusCode).toBe(200);
    const pdf = await pdfOf(response);
    expect(pdf.pages).toBeLessThanOrEqual(2);
    for (const text of [
      'MEMBERSHIP APPLICATION',
      application.code,
      'JAMES MWANGI KAMAU',
      '23456789',
      demo.member,
      '+254712345678',
      'Corporate Member',
      '2 Mar 2026',
      'BSc Civil Engineering',
      'University of Nairobi',
      'Rift Valley Consulting Engineers',
      'Building and Civil Engineering Construction',
      'WANJIKU MUTHONI',
      'Accepted',
      'BRIAN RUTO',
      'Awaiting response',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('does not exist before the application is submitted', async () => {
    const application = await applicationIn(t, memberId, 'New', { submittedAt: null });
    const response = await get(`application/document/${code(application.code)}`, memberToken);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(applicationDocumentMessages.documentNotFound);
  });

  it('answers another member 404, as for an unknown code, and lets staff read it', async () => {
    const application = await applicationIn(t, memberId, 'Committee Review');
    const path = `application/document/${code(application.code)}`;
    const other = await get(path, otherToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual((await get(`application/document/${code('APP-NONE')}`, otherToken)).json());
    expect((await get(path, approverToken)).statusCode).toBe(200);
    expect((await get(path, adminToken)).statusCode).toBe(200);
    expect((await t.api('GET', `/api/${path}`)).statusCode).toBe(401);
  });

  it('takes the code as it is too, as the applications list links it', async () => {
    const application = await applicationIn(t, memberId, 'Open');
    const plain = await get(`application/document/${encodeURIComponent(application.code)}`, memberToken);
    expect(plain.statusCode).toBe(200);
    expect((await pdfOf(plain)).text).toContain(application.code);
    expect((await get(`application/document/${application.code}`, otherToken)).statusCode).toBe(404);
  });
});

describe('GET application/acceptanceLetter/:code', () => {
  it('is a dated welcome naming the category and the member number once Released', async () => {
    const application = await applicationIn(t, memberId, 'Released', {
      decidedAt: '2026-04-15T12:00:00.000Z',
      memberNo: 'CM/9001',
    });
    const response = await get(`application/acceptanceLetter/${code(application.code)}`, memberToken);
    expect(response.statusCode).toBe(200);
    const pdf = await pdfOf(response);
    expect(pdf.text).toContain('15 Apr 2026');
    expect(pdf.text).toContain('Dear JAMES MWANGI KAMAU');
    expect(pdf.text).toContain('Corporate Member');
    expect(pdf.text).toContain('CM/9001');
    expect(pdf.text).toContain('Welcome to Engineers Institute of Kenya');
  });

  it.each(['Open', 'Board Review', 'Rejected'] as const)('does not exist while %s', async (status) => {
    const application = await applicationIn(t, memberId, status, { memberNo: 'CM/9002' });
    const response = await get(`application/acceptanceLetter/${code(application.code)}`, memberToken);
    expect(response.statusCode).toBe(404);
  });

  it('answers another member 404 and lets staff read it', async () => {
    const application = await applicationIn(t, memberId, 'Released', { memberNo: 'CM/9003' });
    const path = `application/acceptanceLetter/${code(application.code)}`;
    expect((await get(path, otherToken)).statusCode).toBe(404);
    expect((await get(path, approverToken)).statusCode).toBe(200);
  });
});

describe('GET application/rejectionLetter/:code', () => {
  it("is dated and carries the reviewers' visible comments, never the hidden ones", async () => {
    const application = await applicationIn(t, memberId, 'Rejected', {
      decidedAt: '2026-04-20T08:00:00.000Z',
    });
    await addComment(t, application.id, 'The experience shown is below the five years required.', false);
    await addComment(t, application.id, 'Internal: referee letters looked copied.', true);
    const response = await get(`application/rejectionLetter/${code(application.code)}`, memberToken);
    expect(response.statusCode).toBe(200);
    const pdf = await pdfOf(response);
    expect(pdf.text).toContain('20 Apr 2026');
    expect(pdf.text).toContain('not been successful');
    expect(pdf.text).toContain('The experience shown is below the five years required.');
    expect(pdf.text).not.toContain('referee letters looked copied');
    expect(pdf.text).not.toContain('Internal');
  });

  it('leaves out comments of an earlier round, before the latest submission', async () => {
    const application = await applicationIn(t, memberId, 'Rejected');
    await addComment(
      t,
      application.id,
      'Please upload your degree certificate.',
      false,
      '2026-01-10T08:00:00.000Z',
    );
    const pdf = await pdfOf(
      await get(`application/rejectionLetter/${code(application.code)}`, approverToken),
    );
    expect(pdf.text).not.toContain('degree certificate');
  });

  it.each(['Open', 'Released'] as const)('does not exist while %s', async (status) => {
    const application = await applicationIn(t, memberId, status, { memberNo: 'CM/9004' });
    expect((await get(`application/rejectionLetter/${code(application.code)}`, memberToken)).statusCode).toBe(
      404,
    );
  });

  it('answers another member 404', async () => {
    const application = await applicationIn(t, memberId, 'Rejected');
    expect((await get(`application/rejectionLetter/${code(application.code)}`, otherToken)).statusCode).toBe(
      404,
    );
  });
});

describe('GET application/certificate/:code and the public check', () => {
  it('is a landscape certificate whose QR code opens a check of the live register status', async () => {
    await registerMember(t, 'CM/9100', 'Active');
    const application = await applicationIn(t, memberId, 'Released', {
      decidedAt: '2026-05-01T09:00:00.000Z',
      memberNo: 'CM/9100',
    });
    const response = await get(`application/certificate/${code(application.code)}`, memberToken);
    expect(response.statusCode).toBe(200);
    const bytes = Buffer.from(response.json().data, 'base64');
    const pdf = await pdfOf(response);
    expect(pdf.text).toContain('CERTIFICATE OF MEMBERSHIP');
    expect(pdf.text).toContain('JAMES MWANGI KAMAU');
    expect(pdf.text).toContain('Member No. CM/9100');
    expect(pdf.text).toContain('Corporate Member');
    expect(pdf.text).toContain('1 May 2026');
    expect(pdf.images).toBeGreaterThanOrEqual(1);
    // Landscape A4: the media box is wider than it is tall.
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);

    const url = /http:\/\/localhost:3000\/member-verify\/\S+\?code=[\w-]+/.exec(pdf.text)?.[0];
    expect(url).toBeDefined();
    const target = new URL(url as string);
    const check = await t.api('GET', `/api${target.pathname}${target.search}`);
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({
      memberNo: 'CM/9100',
      name: 'JAMES MWANGI KAMAU',
      category: 'Corporate Member',
      status: 'Active',
      inGoodStanding: true,
      issuer: 'Engineers Institute of Kenya',
    });
    expect(check.body).not.toContain('eik.example');
    expect(check.body).not.toContain('23456789');
    expect(check.body).not.toContain('712345678');

    await t.db
      .updateTable('member_register')
      .set({ status: 'Suspended' })
      .where('member_no', '=', 'CM/9100')
      .execute();
    const later = await t.api('GET', `/api${target.pathname}${target.search}`);
    expect(later.json().data.status).toBe('Suspended');
  });

  it('does not exist until Released with a member number', async () => {
    const board = await applicationIn(t, memberId, 'Board Review');
    const unnumbered = await applicationIn(t, memberId, 'Released');
    expect((await get(`application/certificate/${code(board.code)}`, memberToken)).statusCode).toBe(404);
    expect((await get(`application/certificate/${code(unnumbered.code)}`, memberToken)).statusCode).toBe(404);
  });

  it('answers another member 404 and lets staff read it', async () => {
    const application = await applicationIn(t, memberId, 'Released', { memberNo: 'CM/9101' });
    const path = `application/certificate/${code(application.code)}`;
    expect((await get(path, otherToken)).statusCode).toBe(404);
    expect((await get(path, adminToken)).statusCode).toBe(200);
  });
});
