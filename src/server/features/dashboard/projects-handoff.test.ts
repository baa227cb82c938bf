import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MY_PROJECTS_TOKEN_SECONDS, myProjectsMessages } from '../../../contract/dashboard';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { newMember } from '../upgrades/test-support';

const PROJECTS_URL = 'https://projects.example.org/handoff?from=portal';

let t: TestApp;
let unconfigured: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { MY_PROJECTS_URL: PROJECTS_URL } });
  unconfigured = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  await unconfigured?.close();
});

const linkFor = (app: TestApp, token: string) => app.api('POST', '/api/dashboard/my-projects', { token });
const redeem = (token: string) => t.api('POST', '/api/projects/handoff', { body: { token } });

async function handoffToken(sessionToken: string): Promise<string> {
  const answer = await linkFor(t, sessionToken);
  expect(answer.statusCode, answer.body).toBe(200);
  const url = new URL(answer.json().data.url);
  expect(`${url.origin}${url.pathname}`).toBe('https://projects.example.org/handoff');
  expect(url.searchParams.get('from')).toBe('portal');
  return url.searchParams.get('token') ?? '';
}

describe('My Projects hand-off (decisions.md: a short-lived signed token, never the session token)', () => {
  it('hands over who the member is once, and never the session token', async () => {
    const member = await newMember(t, 'CORPORATE');
    const token = await handoffToken(member.token);
    expect(token).not.toContain(member.token);
    const first = await redeem(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ memberNo: member.memberNo, category: 'CORPORATE' });
    expect(Object.keys(first.json().data).sort()).toEqual(['category', 'memberNo', 'name', 'profileId']);
    const again = await redeem(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(myProjectsMessages.tokenInvalid);
  });

  it('refuses a tampered or expired token', async () => {
    const member = await newMember(t, 'CORPORATE');
    const token = await handoffToken(member.token);
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url')}.${signature}`;
    expect((await redeem(forged)).statusCode).toBe(401);
    expect((await redeem(`${payload}.x${signature}`)).statusCode).toBe(401);

    const later = await handoffToken(member.token);
    vi.useFakeTimers({ now: Date.now() + (MY_PROJECTS_TOKEN_SECONDS + 1) * 1000, toFake: ['Date'] });
    try {
      expect((await redeem(later)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not offered to graduate members, nor when no projects system is configured', async () => {
    const graduate = await newMember(t, 'GRADUATE');
    const refused = await linkFor(t, graduate.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(myProjectsMessages.notForGraduates);

    const member = await unconfigured.login(demo.member);
    const off = await linkFor(unconfigured, member);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(myProjectsMessages.notConfigured);
    expect((await t.api('POST', '/api/dashboard/my-projects')).statusCode).toBe(401);
  });

  it('says before any click whether My Projects opens, and why not', async () => {
    const availability = (app: TestApp, token: string) =>
      app.api('GET', '/api/dashboard/my-projects', { token });
    const member = await newMember(t, 'CORPORATE');
    expect((await availability(t, member.token)).json().data).toEqual({ available: true, reason: null });
    const graduate = await newMember(t, 'GRADUATE');
    expect((await availability(t, graduate.token)).json().data).toEqual({
      available: false,
      reason: myProjectsMessages.notForGraduates,
    });
    const off = await availability(unconfigured, await unconfigured.login(demo.member));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ available: false, reason: myProjectsMessages.notConfigured });
    expect((await t.api('GET', '/api/dashboard/my-projects')).statusCode).toBe(401);
  });
});
