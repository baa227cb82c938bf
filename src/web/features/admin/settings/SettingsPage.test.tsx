import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { organisationCaptionHint, SPECIAL_ORGANISATION } from '../../../../contract/profile-bio';
import { defaultServiceDays, serviceLevelMessages } from '../../../../contract/service-level';
import { defaultSiteSettings, type SiteSettings } from '../../../../contract/settings';
import { renderPage } from '../../../test-support/render';
import SettingsPage from '../SettingsPage';
import { cpdReminderTexts } from './CpdReminderFields';
import { serviceLevelTexts } from './ServiceLevelFields';

afterEach(() => {
  vi.restoreAllMocks();
  // Toasts live in a module-wide store: one test's toast must not be found by the next.
  notifications.clean();
});

const ok = (data: unknown) => new Response(JSON.stringify({ data }));
const refuse = (status: number, message: string) => new Response(JSON.stringify({ message }), { status });

const company = {
  displayName: 'Engineers Institute of Kenya',
  shortName: 'EIK',
  email: 'membership@eik.example',
  phone: '+254 20 000 0000',
  address: 'Nairobi',
  website: 'https://www.eik.example',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
};

interface Post {
  path: string;
  fields: Record<string, string>;
}

/** The API as the settings page uses it; `posts` records each settings save as its form fields. */
function stubApi(settings: SiteSettings, answer: (path: string) => Response = () => ok(settings)) {
  const posts: Post[] = [];
  let settingsReads = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^.*\/api\//, '');
    if (init?.method === 'POST' && init.body instanceof FormData) {
      const fields = Object.fromEntries([...init.body.entries()].map(([key, value]) => [key, String(value)]));
      posts.push({ path, fields });
      return answer(path);
    }
    if (path === 'admin/settings') {
      settingsReads += 1;
      return ok(settings);
    }
    if (path === 'company/information') return ok(company);
    if (path === 'company/terms') return ok([{ termsAndConditions: 'Be good.', projectURL: '' }]);
    if (path === 'setup/disclaimers')
      return ok([{ disclaimerType: 'Activation', description: 'I consent.' }]);
    return refuse(404, 'not stubbed');
  });
  return { posts, settingsReads: () => settingsReads };
}

const saved: SiteSettings = { ...defaultSiteSettings, id: 7 };
/** The page is ready once the saved record has loaded: Save waits for it. */
async function renderLoaded() {
  renderPage(<SettingsPage />);
  const save = (await screen.findByRole('button', { name: 'Save settings' })) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false));
  return save;
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** A switch's accessible name also holds its description, so it is found by how the name starts. */
const toggle = (label: string) =>
  screen.getByRole('switch', { name: new RegExp(`^${label}\\b`) }) as HTMLInputElement;

describe('admin settings: minor settings', () => {
  it('lets a caption be edited only while its switch is on', async () => {
    stubApi(saved);
    await renderLoaded();
    // Defaults: the referee disclaimer is off, the good-standing certificate on.
    expect(input('Referee disclaimer caption').disabled).toBe(true);
    expect(input('Good standing certificate caption').disabled).toBe(false);

    fireEvent.click(toggle('Referee disclaimer'));
    expect(input('Referee disclaimer caption').disabled).toBe(false);
    fireEvent.click(toggle('Certificate of good standing'));
    expect(input('Good standing certificate caption').disabled).toBe(true);
  });

  it('says under the organisation caption that the special organisation changes the forms', async () => {
    stubApi(saved);
    await renderLoaded();
    const caption = screen.getByRole('textbox', { name: 'Organisation caption' });
    expect(caption).toHaveProperty('value', 'EIK');
    expect(
      screen.getByRole('textbox', { name: 'Organisation caption', description: organisationCaptionHint }),
    ).toBe(caption);
    expect(organisationCaptionHint).toContain(SPECIAL_ORGANISATION);
  });

  it('saves an existing record with admin/updateSettings and its id, toasts, and reloads', async () => {
    const api = stubApi(saved);
    await renderLoaded();
    fireEvent.change(input('Login caption'), {
      target: { value: 'Welcome, engineers' },
    });
    fireEvent.click(toggle('Registration open'));
    const readsBefore = api.settingsReads();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(messages.settingSaved)).toBeTruthy();
    expect(api.posts).toHaveLength(1);
    const [post] = api.posts;
    expect(post?.path).toBe('admin/updateSettings');
    expect(post?.fields.id).toBe('7');
    const minor = JSON.parse(post?.fields.minor_settings ?? '{}');
    expect(minor).toMatchObject({ login_caption: 'Welcome, engineers', registration: false });
    // A caption behind a switch that is off keeps its text.
    expect(minor.certificate_of_good_standing_caption).toBe('Certificate of Good Standing');
    expect(JSON.parse(post?.fields.site_colors ?? '[]')).toEqual(saved.site_colors);
    await waitFor(() => expect(api.settingsReads()).toBeGreaterThan(readsBefore));
  });

  it('keeps Save disabled until the saved record has loaded, so it cannot create a second one', async () => {
    let release: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input).endsWith('/api/admin/settings')) {
        await loaded;
        return ok(saved);
      }
      return refuse(404, 'not stubbed');
    });
    renderPage(<SettingsPage />);
    const save = (await screen.findByRole('button', { name: 'Save settings' })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    release();
    await waitFor(() => expect(save.disabled).toBe(false));
  });

  it('creates the record with admin/settings when there is no id', async () => {
    const api = stubApi(defaultSiteSettings);
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(messages.settingSaved);
    expect(api.posts.map((post) => post.path)).toEqual(['admin/settings']);
    expect(api.posts[0]?.fields).not.toHaveProperty('id');
  });

  it('shows the server message as a warning toast when the save is refused', async () => {
    stubApi(saved, () => refuse(403, messages.forbidden));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(messages.forbidden)).toBeTruthy();
    expect(screen.queryByText(messages.settingSaved)).toBeNull();
  });

  it('refuses a caption over its limit with the contract message and sends nothing', async () => {
    const api = stubApi(saved);
    await renderLoaded();
    fireEvent.change(input('Organisation caption'), { target: { value: 'X'.repeat(21) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Organisation caption must be at most 20 characters')).toBeTruthy();
    expect(api.posts).toEqual([]);
  });

  // Two saves of the whole settings form: the slowest test of the file on a busy machine.
  it('edits the review service level in whole days from 1 to 365, with the contract message', async () => {
    const api = stubApi(saved);
    await renderLoaded();
    const open = input(serviceLevelTexts.field('application', 'Open'));
    expect((open as HTMLInputElement).value).toBe(String(defaultServiceDays.application.Open));
    fireEvent.change(open, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(serviceLevelMessages.range)).toBeTruthy();
    expect(api.posts).toEqual([]);
    fireEvent.change(open, { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(messages.settingSaved);
    const minor = JSON.parse(api.posts[0]?.fields.minor_settings ?? '{}') as SiteSettings['minor_settings'];
    expect(minor.review_service_days).toEqual({
      ...defaultServiceDays,
      application: { ...defaultServiceDays.application, Open: 21 },
    });
  }, 40_000);

  it('adds a CPD reminder day as MM-DD and refuses another form with the contract message', async () => {
    const api = stubApi(saved);
    await renderLoaded();
    const days = screen.getByRole('combobox', { name: cpdReminderTexts.label });
    const add = (day: string) => {
      // The input takes only typing it has focus for (Mantine ignores autofill-like writes).
      days.focus();
      fireEvent.change(days, { target: { value: day } });
      fireEvent.keyDown(days, { key: 'Enter' });
    };
    add('05-31');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(messages.settingSaved);
    const minor = JSON.parse(api.posts[0]?.fields.minor_settings ?? '{}') as SiteSettings['minor_settings'];
    expect(minor.cpd_reminder_points).toEqual([
      ...defaultSiteSettings.minor_settings.cpd_reminder_points,
      '05-31',
    ]);

    add('6-30');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter CPD reminder days as MM-DD')).toBeTruthy();
    expect(api.posts).toHaveLength(1);
  }, 40_000);

  it('sends the colour picked and the packages ticked', async () => {
    const api = stubApi(saved);
    await renderLoaded();
    const primary = input('Primary');
    fireEvent.change(primary, { target: { value: '#123456' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Events' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(messages.settingSaved);
    const fields = api.posts[0]?.fields ?? {};
    const colours = JSON.parse(fields.site_colors ?? '[]') as SiteSettings['site_colors'];
    expect(colours.find((entry) => entry.colourName === 'primary')?.color).toBe('#123456');
    expect(JSON.parse(fields.site_installed_packages ?? '[]')).not.toContain('Events');
  });
});
