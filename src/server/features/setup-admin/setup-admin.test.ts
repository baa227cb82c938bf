import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { logoMaxBytes, setupAdminMessages } from '../../../contract/setup';
import {
  type DemoRole,
  demo,
  loginEveryDemoRole,
  startTestApp,
  type TestApp,
} from '../../test-support/harness';

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await loginEveryDemoRole(t));
});
afterAll(async () => {
  await t?.close();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

const logoForm = (bytes: Buffer, name = 'logo.png') => {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(bytes)]), name);
  return form;
};

const company = {
  displayName: 'Institution of Engineers of Kenya',
  shortName: 'IEK',
  email: 'info@iek.example',
  phone: '+254 20 111 2222',
  address: 'Upper Hill, Nairobi',
  website: 'https://www.iek.example',
};

const writes = [
  { method: 'PUT', url: '/api/admin/company/information', body: () => company },
  { method: 'POST', url: '/api/admin/company/logo', body: () => logoForm(PNG) },
  {
    method: 'PUT',
    url: '/api/admin/company/terms',
    body: () => ({ termsAndConditions: 'New terms', projectURL: '' }),
  },
  { method: 'PUT', url: '/api/admin/setup/disclaimers/Activation', body: () => ({ description: 'Consent' }) },
] as const;

const auditRows = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('setup writes are for the super-admin only', () => {
  it.each(writes)(
    '$method $url: 401 for visitors, 403 for every other role, nothing changes',
    async (write) => {
      const before = await Promise.all(
        ['/api/company/information', '/api/company/terms', '/api/setup/disclaimers'].map(
          async (url) => (await t.api('GET', url)).body,
        ),
      );
      const visitor = await t.api(write.method, write.url, { body: write.body() });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: messages.notSignedIn });
      for (const role of ['member', 'applicant', 'firm', 'approver', 'admin'] as const) {
        const response = await t.api(write.method, write.url, { token: tokens[role], body: write.body() });
        expect(response.statusCode, role).toBe(403);
        expect(response.json()).toEqual({ message: messages.forbidden });
      }
      const after = await Promise.all(
        ['/api/company/information', '/api/company/terms', '/api/setup/disclaimers'].map(
          async (url) => (await t.api('GET', url)).body,
        ),
      );
      expect(after).toEqual(before);
    },
  );
});

describe('PUT /api/admin/company/information', () => {
  it('saves the identity, keeps the logo, audits the change, and the public answer shows it', async () => {
    const previous = (await t.api('GET', '/api/company/information')).json().data;
    const logoBefore = previous.logo;
    const response = await t.api('PUT', '/api/admin/company/information', {
      token: tokens.superAdmin,
      body: company,
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...company, logo: logoBefore };
    expect(response.json().data).toEqual(expected);
    expect((await t.api('GET', '/api/company/information')).json().data).toEqual(expected);
    const [row] = (await auditRows('company-information.update')).slice(-1);
    const superAdmin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.superAdmin)
      .executeTakeFirstOrThrow();
    expect(row?.actor_id).toBe(superAdmin.id);
    // Before and after of what changed, nothing of what stayed.
    const details = JSON.parse(row?.details ?? '{}');
    expect(details.display_name).toEqual({ before: previous.displayName, after: company.displayName });
    if (previous.email === company.email) expect(details).not.toHaveProperty('email');
  });

  it('answers 400 with the field message for an invalid e-mail or an empty name', async () => {
    const badEmail = await t.api('PUT', '/api/admin/company/information', {
      token: tokens.superAdmin,
      body: { ...company, email: 'not-an-email' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('E-mail must be valid');
    const noName = await t.api('PUT', '/api/admin/company/information', {
      token: tokens.superAdmin,
      body: { ...company, displayName: '   ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Display name is required');
  });
});

describe('POST /api/admin/company/logo', () => {
  it('stores a PNG as a data URL and audits it', async () => {
    const response = await t.api('POST', '/api/admin/company/logo', {
      token: tokens.superAdmin,
      body: logoForm(PNG),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.logo).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect((await t.api('GET', '/api/company/information')).json().data.logo).toMatch(/^data:image\/png;/);
    const rows = await auditRows('company-logo.update');
    expect(JSON.parse(rows.at(-1)?.details ?? '{}')).toEqual({ kind: 'png', bytes: PNG.length });
  });

  it('decides the type from the content: a JPEG named .png is stored as a JPEG', async () => {
    const response = await t.api('POST', '/api/admin/company/logo', {
      token: tokens.superAdmin,
      body: logoForm(JPEG, 'logo.png'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.logo).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('refuses content that is not a PNG or JPEG, whatever its name, and keeps the logo', async () => {
    const before = (await t.api('GET', '/api/company/information')).json().data.logo;
    const auditsBefore = (await auditRows('company-logo.update')).length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [svg, Buffer.from('%PDF-1.7 not a logo'), Buffer.from('MZ\x90\x00 executable')]) {
      const response = await t.api('POST', '/api/admin/company/logo', {
        token: tokens.superAdmin,
        body: logoForm(bytes, 'logo.png'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: setupAdminMessages.logoNotAnImage });
    }
    expect((await t.api('GET', '/api/company/information')).json().data.logo).toBe(before);
    expect(await auditRows('company-logo.update')).toHaveLength(auditsBefore);
  });

  it('refuses a logo over the limit with 413 and a request without a file with 400', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(logoMaxBytes)]);
    const tooLarge = await t.api('POST', '/api/admin/company/logo', {
      token: tokens.superAdmin,
      body: logoForm(large),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(setupAdminMessages.logoTooLarge);
    const missing = await t.api('POST', '/api/admin/company/logo', { token: tokens.superAdmin, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(setupAdminMessages.logoRequired);
  });
});

describe('PUT /api/admin/company/terms', () => {
  it('replaces the terms the signup dialog reads, and audits it', async () => {
    const body = {
      termsAndConditions: 'Members agree to the by-laws.',
      projectURL: 'https://projects.iek.example',
    };
    const response = await t.api('PUT', '/api/admin/company/terms', { token: tokens.superAdmin, body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual(body);
    expect((await t.api('GET', '/api/company/terms')).json().data).toEqual([body]);
    const [audited] = (await auditRows('terms.update')).slice(-1);
    expect(JSON.parse(audited?.details ?? '{}').terms_and_conditions?.after).toBe(body.termsAndConditions);

    const reworded = { ...body, termsAndConditions: 'Members agree to the by-laws of 2026.' };
    await t.api('PUT', '/api/admin/company/terms', { token: tokens.superAdmin, body: reworded });
    const [changed] = (await auditRows('terms.update')).slice(-1);
    expect(JSON.parse(changed?.details ?? '{}')).toEqual({
      terms_and_conditions: { before: body.termsAndConditions, after: reworded.termsAndConditions },
    });
  });

  it('answers 400 for a project URL that is not a web address', async () => {
    const response = await t.api('PUT', '/api/admin/company/terms', {
      token: tokens.superAdmin,
      body: { termsAndConditions: 'Terms', projectURL: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Project URL must start with http:// or https://');
  });
});

describe('PUT /api/admin/setup/disclaimers/:type', () => {
  it('sets a disclaimer, removes it with an empty text, and audits both', async () => {
    const set = await t.api('PUT', '/api/admin/setup/disclaimers/Application', {
      token: tokens.superAdmin,
      body: { description: 'I declare the information is true.' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const application = await t.api('GET', '/api/setup/disclaimers?type=Application');
    expect(application.json().data).toEqual([
      { disclaimerType: 'Application', description: 'I declare the information is true.' },
    ]);

    const removed = await t.api('PUT', '/api/admin/setup/disclaimers/Application', {
      token: tokens.superAdmin,
      body: { description: '  ' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.api('GET', '/api/setup/disclaimers?type=Application')).json().data).toEqual([]);
    expect(await auditRows('disclaimer.update')).not.toHaveLength(0);
    const [removal] = await auditRows('disclaimer.remove');
    expect(JSON.parse(removal?.details ?? '{}')).toEqual({
      description: { before: 'I declare the information is true.', after: '' },
    });
  });

  it('answers 400 for an unknown disclaimer type', async () => {
    const response = await t.api('PUT', '/api/admin/setup/disclaimers/Payment', {
      token: tokens.superAdmin,
      body: { description: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
