// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FirstView } from '../../../../contract/first-view';
import { messages } from '../../../../contract/messages';
import { renderFirstView } from '../../../entry-server';
import { secretariat, settingsWithRegistration } from '../../../test-support/stub-api';

/**
 * The registration pages as the server draws them for a visitor (src/web/entry-server.tsx): the
 * first screen already says whether registration is open, so no form shows before the closed page.
 */
const category = {
  Code: 'GRADUATE',
  Description: 'Graduate Member',
  categoryType: 'Individual',
  CanApply: true,
  entitled: false,
  charges: [{ Charge_Item: 'APPLICATION', Currency_Code: 'KES', Amount_Including_VAT: 2000 }],
};

const answer = (value: unknown) => new Response(JSON.stringify({ data: value }));

async function firstViewOf(path: string, registration: boolean) {
  const asked: string[] = [];
  const view: FirstView = await renderFirstView(`http://portal.test${path}`, async (url) => {
    const { pathname } = new URL(url, 'http://portal.test');
    asked.push(pathname);
    switch (pathname) {
      case '/api/auth/user':
        return new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 });
      case '/api/admin/settings':
        return settingsWithRegistration(registration)();
      case '/api/company/information':
        return answer(secretariat);
      case '/api/setup/categories':
        return answer([category]);
      case '/api/application/requirements':
        return answer([{ sequence: 1, description: 'A copy of your national ID or passport' }]);
      default:
        return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }
  });
  if (!('html' in view)) throw new Error(`${path} redirected to ${view.redirect}`);
  return { html: view.html, state: view.state, asked };
}

const pages = ['/categories', '/signup/Individual/GRADUATE', '/register/Individual/GRADUATE'];

describe('the registration pages drawn by the server', () => {
  it.each(pages)('%s says registration is closed when the setting is off, with no form', async (path) => {
    const { html, state, asked } = await firstViewOf(path, false);
    expect(html).toContain('Registration is closed');
    expect(html).toContain(messages.registrationClosed);
    expect(html).toContain(`mailto:${secretariat.email}`);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Graduate Member');
    expect(html).not.toContain('role="status"'); // no loader either: the settings were read first
    expect(asked).not.toContain('/api/setup/categories');
    expect(asked).not.toContain('/api/application/requirements');
    // The browser takes the page over from the same answer, so its first render is the closed page too.
    expect(JSON.stringify(state.queries)).toContain('"registration":false');
  });

  it('draws the categories, the checklist and the form when registration is on', async () => {
    expect((await firstViewOf(pages[0]!, true)).html).toContain('Select Graduate Member');
    expect((await firstViewOf(pages[1]!, true)).html).toContain('A copy of your national ID or passport');
    const register = (await firstViewOf(pages[2]!, true)).html;
    expect(register).toContain('<form');
    expect(register).toContain('name="email"');
    for (const { html } of await Promise.all(pages.map((path) => firstViewOf(path, true)))) {
      expect(html).not.toContain('Registration is closed');
    }
  });
});
