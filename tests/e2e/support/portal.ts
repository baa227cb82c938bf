import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { type MailCatcher, startMailCatcher } from '../../../src/server/test-support/mail-catcher';

export const DEMO_PASSWORD = 'Portal#2026';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Portal {
  baseUrl: string;
  context: BrowserContext;
  /** The SMTP catcher the portal delivers its e-mail to. */
  mail: MailCatcher;
  /** A fresh page with no session: cookies and local storage cleared. */
  freshPage(viewport?: { width: number; height: number }): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * Starts the built server (dist/) on its own SQLite database, delivering mail to a local SMTP
 * catcher, and a headless Chromium to drive it. `env` adds or overrides server settings.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const mail = await startMailCatcher();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${join(folder, 'portal.sqlite')}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SMTP_URL: mail.url,
      OUTBOX_POLL_MS: '100',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl);
  const context = await chromium.launchPersistentContext(join(folder, 'chromium'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    baseUrl,
    context,
    mail,
    async freshPage(viewport = { width: 1280, height: 800 }) {
      await context.clearCookies();
      for (const open of context.pages()) await open.close();
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      // Clear storage on a same-origin page that runs no app code, so nothing races the clearing.
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(baseUrl);
      return page;
    },
    async stop() {
      await context.close();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await mail.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The portal did not start within 30 s (did `npm run build` run?)');
}

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
