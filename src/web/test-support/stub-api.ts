import { vi } from 'vitest';
import { defaultSiteSettings } from '../../contract/settings-defaults';
import type { CompanyInformation } from '../../contract/setup';

/** Test-only: answers `/api/<path>` calls from a table; anything else is a 404 like an unknown route. */
export type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
export const data = (value: unknown) => json({ data: value });

export function stubApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\//, '');
    const handler = handlers[`${method} ${path}`];
    if (!handler) return json({ message: 'Not found' }, 404);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler(body, url);
  });
}

/** The JSON bodies sent to one `METHOD path`. */
export const bodiesSent = (spy: ReturnType<typeof stubApi>, key: string) =>
  spy.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://portal.test');
      return `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname.replace(/^\/api\//, '')}` === key;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));

/** GET admin/settings as the server answers it, with the registration setting on or off. */
export const settingsWithRegistration = (registration: boolean) => () =>
  data({ ...defaultSiteSettings, minor_settings: { ...defaultSiteSettings.minor_settings, registration } });

/** GET company/information with the secretariat's contacts. */
export const secretariat: CompanyInformation = {
  displayName: 'Engineers Institute of Kenya',
  shortName: 'EIK',
  email: 'membership@eik.example',
  phone: '+254 20 000 0000',
  address: 'EIK Centre, Ngong Road, Nairobi',
  website: '',
  logo: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
};
