import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { firstViewCoverId } from '../../../src/contract/first-view';
import { type MailCatcher, startMailCatcher } from '../../../src/server/test-support/mail-catcher';
import { trackRequests } from './axe';
import { databaseUrlIn, freePort, spawnServer, stopServer } from './server';

export const DEMO_PASSWORD = 'Portal#2026';

export interface Portal {
  baseUrl: string;
  /** The portal's own SQLite database, for a test that needs more data than the demo has. */
  databaseUrl: string;
  context: BrowserContext;
  /** The SMTP catcher the portal delivers its e-mail to. */
  mail: MailCatcher;
  /** A fresh page with no session: cookies and local storage cleared. */
  freshPage(viewport?: { width: number; height: number }): Promise<Page>;
  stop(): Promise<void>;
}

/** Debian's headless Chromium with its profile in `folder`; `extraArgs` adds switches. */
export function launchChromium(folder: string, extraArgs: string[] = []): Promise<BrowserContext> {
  return chromium.launchPersistentContext(join(folder, 'chromium'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * Starts the built server (dist/) on its own SQLite database, delivering mail to a local SMTP
 * catcher, and a headless Chromium to drive it. `env` adds or overrides server settings.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const mail = await startMailCatcher();
  const { baseUrl, process: server } = await spawnServer(folder, await freePort(), {
    SMTP_URL: mail.url,
    OUTBOX_POLL_MS: '100',
    ...env,
  });
  const context = await launchChromium(folder);
  return {
    baseUrl,
    databaseUrl: databaseUrlIn(folder),
    context,
    mail,
    async freshPage(viewport = { width: 1280, height: 800 }) {
      // Close the last test's pages first: a response still in flight there (a log-in-as or its
      // return) could otherwise set its session cookie again after the clearing.
      for (const open of context.pages()) await open.close({ runBeforeUnload: false });
      await context.clearCookies();
      const page = await context.newPage();
      trackRequests(page);
      await page.setViewportSize(viewport);
      // Clear storage on a same-origin page that runs no app code, so nothing races the clearing.
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(baseUrl);
      return page;
    },
    async stop() {
      await context.close();
      await stopServer(server);
      await mail.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the app has taken the server-drawn page over (src/web/app/AppTree.tsx), for
 * the few actions Playwright does not wait for by itself, such as a forced click.
 */
export const appTookOver = (page: Page) =>
  page.locator(`#${firstViewCoverId}`).waitFor({ state: 'detached' });

export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(baseUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
