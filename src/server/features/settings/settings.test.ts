import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { defaultServiceDays, serviceLevelMessages } from '../../../contract/service-level';
import {
  captionsBehindSwitches,
  defaultMinorSettings,
  defaultSiteSettings,
  packageNames,
  type SiteSettings,
} from '../../../contract/settings';
import {
  type DemoRole,
  loginEveryDemoRole,
  multipart,
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

const readSettings = async (): Promise<SiteSettings> => {
  const response = await t.api('GET', '/api/admin/settings');
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** The three settings groups as the admin screen sends them: JSON text in form fields. */
function settingsForm(settings: Omit<SiteSettings, 'id'>, id: number | null): FormData {
  const form = new FormData();
  if (id !== null) form.append('id', String(id));
  form.append('site_colors', JSON.stringify(settings.site_colors));
  form.append('site_installed_packages', JSON.stringify(settings.site_installed_packages));
  form.append('minor_settings', JSON.stringify(settings.minor_settings));
  return form;
}

const withPrimary = (settings: SiteSettings, color: string) => ({
  ...settings,
  site_colors: settings.site_colors.map((entry) =>
    entry.colourName === 'primary' ? { ...entry, color } : entry,
  ),
});

let settingsId: number;
beforeEach(async () => {
  // Every test starts from the spec's defaults in the one seeded record.
  const row = await t.db.selectFrom('settings').select('id').executeTakeFirstOrThrow();
  settingsId = row.id;
  await t.db
    .updateTable('settings')
    .set({
      site_colors: JSON.stringify(defaultSiteSettings.site_colors),
      site_installed_packages: JSON.stringify(defaultSiteSettings.site_installed_packages),
      minor_settings: JSON.stringify(defaultSiteSettings.minor_settings),
    })
    .where('id', '=', settingsId)
    .execute();
});

describe('GET /api/admin/settings', () => {
  it('is public and returns the spec defaults', async () => {
    const settings = await readSettings();
    expect(settings.id).toBe(settingsId);
    const colour = (name: string) => settings.site_colors.find((entry) => entry.colourName === name)?.color;
    expect(colour('primary')).toBe('#9F232D');
    expect(colour('secondary')).toBe('#F5852C');
    expect(settings.site_installed_packages).toEqual([...packageNames]);
    expect(settings.site_installed_packages).toHaveLength(11);
    expect(settings.minor_settings.license_alternative_caption).toBe('License');
    expect(settings.minor_settings.showWorkPlace).toBe(true);
    expect(settings.minor_settings).toEqual(defaultMinorSettings);
  });
});

describe('POST /api/admin/updateSettings', () => {
  it('lets the super-admin save multipart form data, and the next read shows it', async () => {
    const before = await readSettings();
    const changed = {
      ...withPrimary(before, '#123456'),
      site_installed_packages: ['Dashboard', 'Profile', 'Events'] as SiteSettings['site_installed_packages'],
      minor_settings: { ...before.minor_settings, license_alternative_caption: 'Practising Licence' },
    };
    const form = await multipart(settingsForm(changed, settingsId));
    expect(form.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/updateSettings',
      headers: { authorization: `Bearer ${tokens.superAdmin}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ...changed, id: settingsId });
    expect(await readSettings()).toEqual({ ...changed, id: settingsId });
  });

  it('accepts the same fields as a JSON body', async () => {
    const before = await readSettings();
    const changed = { ...withPrimary(before, '#ABCDEF'), minor_settings: { ...before.minor_settings } };
    changed.minor_settings.showWorkPlace = false;
    const response = await t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: changed,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await readSettings();
    expect(after).toEqual(changed);
    expect(after.minor_settings.showWorkPlace).toBe(false);
  });

  it('refuses a visitor with 401 and other roles with 403, leaving the settings unchanged', async () => {
    const before = await readSettings();
    const body = settingsForm(withPrimary(before, '#000000'), settingsId);
    const visitor = await t.api('POST', '/api/admin/updateSettings', { body });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: messages.notSignedIn });
    for (const role of ['member', 'applicant', 'firm', 'approver', 'admin'] as const) {
      const response = await t.api('POST', '/api/admin/updateSettings', {
        token: tokens[role],
        body: settingsForm(withPrimary(before, '#000000'), settingsId),
      });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
    expect(await readSettings()).toEqual(before);
  });

  it('answers 400 for an invalid colour and changes nothing', async () => {
    const before = await readSettings();
    const response = await t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: settingsForm(withPrimary(before, '#12'), settingsId),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
    expect(await readSettings()).toEqual(before);

    const asJson = await t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: withPrimary(before, '#12'),
    });
    expect(asJson.statusCode).toBe(400);
    expect(await readSettings()).toEqual(before);
  });

  it('answers 400 for a form field that is not JSON text', async () => {
    const before = await readSettings();
    const form = settingsForm(before, settingsId);
    form.set('site_colors', '{not json');
    const response = await t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: form,
    });
    expect(response.statusCode).toBe(400);
    expect(await readSettings()).toEqual(before);
  });

  it('answers 404 for an unknown settings id', async () => {
    const before = await readSettings();
    const response = await t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: settingsForm(withPrimary(before, '#222222'), settingsId + 1000),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
    expect(await readSettings()).toEqual(before);
  });
});

describe('the review service level', () => {
  const withOpenDays = (settings: SiteSettings, days: unknown) => ({
    ...settings,
    minor_settings: {
      ...settings.minor_settings,
      review_service_days: {
        ...settings.minor_settings.review_service_days,
        application: { ...settings.minor_settings.review_service_days.application, Open: days },
      },
    },
  });

  it('has a default per waiting stage and saves whole days from 1 to 365', async () => {
    const before = await readSettings();
    expect(before.minor_settings.review_service_days).toEqual(defaultServiceDays);
    const response = await t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: withOpenDays(before, 365),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await readSettings()).minor_settings.review_service_days.application.Open).toBe(365);
  });

  it.each([
    [0, serviceLevelMessages.range],
    [366, serviceLevelMessages.range],
    [2.5, serviceLevelMessages.wholeDays],
    ['7', serviceLevelMessages.range],
  ])('answers 400 for %s days with the contract message and changes nothing', async (days, message) => {
    const before = await readSettings();
    const response = await t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: withOpenDays(before, days),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await readSettings()).toEqual(before);
  });
});

describe('the audit of a settings save', () => {
  it('records who changed what, before and after, and only what changed', async () => {
    const before = await readSettings();
    const response = await t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: {
        ...withPrimary(before, '#123456'),
        site_installed_packages: before.site_installed_packages.filter((name) => name !== 'Events'),
        minor_settings: { ...before.minor_settings, registration: false },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.db
      .selectFrom('audit_log')
      .innerJoin('users', 'users.id', 'audit_log.actor_id')
      .select(['users.email', 'audit_log.details'])
      .where('audit_log.action', '=', 'settings.update')
      .orderBy('audit_log.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('superadmin@eik.example');
    expect(JSON.parse(row.details ?? 'null')).toEqual({
      changes: {
        'colour.primary': { before: '#9F232D', after: '#123456' },
        site_installed_packages: {
          before: before.site_installed_packages,
          after: before.site_installed_packages.filter((name) => name !== 'Events'),
        },
        registration: { before: true, after: false },
      },
    });
  });
});

describe('captions behind a switch (spec 1 §5)', () => {
  const save = (minor: Partial<SiteSettings['minor_settings']>, before: SiteSettings) =>
    t.api('POST', '/api/admin/updateSettings', {
      token: tokens.superAdmin,
      body: { ...before, minor_settings: { ...before.minor_settings, ...minor } },
    });

  it('refuses a referee-disclaimer caption change while the disclaimer stays off, naming the field', async () => {
    const before = await readSettings();
    expect(before.minor_settings.referee_disclaimer).toBe(false);
    const response = await save({ referee_disclaimer_caption: 'I confirm the answers are mine' }, before);
    expect(response.statusCode).toBe(400);
    const message = captionsBehindSwitches[0].message;
    expect(response.json()).toEqual({
      message,
      errors: { 'minor_settings.referee_disclaimer_caption': message },
    });
    expect(await readSettings()).toEqual(before);
  });

  it('refuses a good-standing caption change made while switching the certificate off', async () => {
    const before = await readSettings();
    const response = await save(
      { certificate_of_good_standing: false, certificate_of_good_standing_caption: 'Good Standing Letter' },
      before,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'minor_settings.certificate_of_good_standing_caption': captionsBehindSwitches[1].message,
    });
    expect(await readSettings()).toEqual(before);
  });

  it('takes a caption changed while its switch is on, or switched on in the same save', async () => {
    const before = await readSettings();
    const response = await save(
      {
        referee_disclaimer: true,
        referee_disclaimer_caption: 'I confirm the answers are mine',
        certificate_of_good_standing_caption: 'Good Standing Letter',
      },
      before,
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = (await readSettings()).minor_settings;
    expect(after.referee_disclaimer_caption).toBe('I confirm the answers are mine');
    expect(after.certificate_of_good_standing_caption).toBe('Good Standing Letter');
  });

  it('keeps saving other settings while a switch is off and its caption is sent unchanged', async () => {
    const before = await readSettings();
    const off = await save({ certificate_of_good_standing: false }, before);
    expect(off.statusCode, off.body).toBe(200);
    const response = await save({ login_caption: 'Portal' }, await readSettings());
    expect(response.statusCode, response.body).toBe(200);
    expect((await readSettings()).minor_settings).toMatchObject({
      login_caption: 'Portal',
      certificate_of_good_standing: false,
      certificate_of_good_standing_caption: before.minor_settings.certificate_of_good_standing_caption,
    });
  });

  it('refuses creating the record with a caption changed behind a switch that is off', async () => {
    await t.db.deleteFrom('settings').execute();
    const defaults = await readSettings();
    const response = await t.api('POST', '/api/admin/settings', {
      token: tokens.superAdmin,
      body: settingsForm(
        { ...defaults, minor_settings: { ...defaults.minor_settings, referee_disclaimer_caption: 'X' } },
        null,
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(['minor_settings.referee_disclaimer_caption']);
    expect(await t.db.selectFrom('settings').select('id').execute()).toHaveLength(0);
    // Put the record back for the tests after this one.
    const restored = await t.api('POST', '/api/admin/settings', {
      token: tokens.superAdmin,
      body: settingsForm(defaults, null),
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('POST /api/admin/settings', () => {
  it('answers 409 when the settings record exists', async () => {
    const before = await readSettings();
    const response = await t.api('POST', '/api/admin/settings', {
      token: tokens.superAdmin,
      body: settingsForm(withPrimary(before, '#333333'), null),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toHaveProperty('message');
    expect(await readSettings()).toEqual(before);
    const rows = await t.db.selectFrom('settings').select('id').execute();
    expect(rows).toHaveLength(1);
  });

  it('is for the super-admin only', async () => {
    const before = await readSettings();
    const response = await t.api('POST', '/api/admin/settings', { token: tokens.admin, body: before });
    expect(response.statusCode).toBe(403);
    expect((await t.api('POST', '/api/admin/settings', { body: before })).statusCode).toBe(401);
  });

  it('creates the record when there is none', async () => {
    await t.db.deleteFrom('settings').execute();
    const defaults = await readSettings();
    expect(defaults.id).toBeNull();
    const wanted = withPrimary(defaults, '#444444');
    const response = await t.api('POST', '/api/admin/settings', {
      token: tokens.superAdmin,
      body: settingsForm(wanted, null),
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = await readSettings();
    expect(typeof created.id).toBe('number');
    expect(created).toEqual({ ...wanted, id: created.id });
  });
});
