import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { BrowserContext } from 'playwright-core';
import { type MailCatcher, startMailCatcher } from '../../../src/server/test-support/mail-catcher';
import { launchChromium } from './portal';
import { freePort, spawnServer, stopServer } from './server';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof lighthouseCategories)[number];

export interface PageAudit {
  scores: Record<CategoryId, number>;
  /** Audits that cost points in a category, with their score and Lighthouse's own summary. */
  failing: string[];
  /** What the page logged as errors while loading (e.g. a failed request). */
  consoleErrors: string[];
}

export interface LighthousePortal {
  baseUrl: string;
  context: BrowserContext;
  audit(url: string): Promise<PageAudit>;
  stop(): Promise<void>;
}

/**
 * The built portal (spawnServer, as startPortal runs it) and one headless Chromium that both the
 * test and Lighthouse drive: Playwright signs in, Lighthouse connects to the same browser through
 * its DevTools port, so the signed-in pages are audited with that session.
 */
export async function startLighthousePortal(): Promise<LighthousePortal> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const mail: MailCatcher = await startMailCatcher();
  const { baseUrl, process: server } = await spawnServer(folder, await freePort(), {
    SMTP_URL: mail.url,
  });
  const debuggingPort = await freePort();
  const context = await launchChromium(folder, [`--remote-debugging-port=${debuggingPort}`]);
  return {
    baseUrl,
    context,
    audit: (url) => auditPage(context, url, debuggingPort),
    async stop() {
      await context.close();
      await stopServer(server);
      await mail.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

interface ConsoleItem {
  source?: string;
  description?: string;
}

async function auditPage(context: BrowserContext, url: string, port: number): Promise<PageAudit> {
  // Storage is kept so the session survives (disableStorageReset), so the HTTP cache is emptied by
  // hand: every page is measured as a first visit, not from files the sign-in already fetched.
  const page = context.pages()[0] ?? (await context.newPage());
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();

  // Lighthouse's defaults are its mobile settings: a phone screen and simulated slow 4G and CPU.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...lighthouseCategories],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
  keepReport(url, result.report);

  const scores = {} as Record<CategoryId, number>;
  const failing: string[] = [];
  for (const id of lighthouseCategories) {
    const category = categories[id];
    scores[id] = category?.score ?? 0;
    for (const ref of category?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
      failing.push(`${id}: ${audit.id} ${audit.score}${detail}: ${audit.title}`);
    }
  }
  const logged = (audits['errors-in-console']?.details as { items?: ConsoleItem[] } | undefined)?.items ?? [];
  const consoleErrors = logged.map((item) => `${item.source ?? 'console'}: ${item.description ?? ''}`);
  return { scores, failing, consoleErrors };
}

/** LIGHTHOUSE_REPORT_DIR keeps each page's full report (JSON, opens in the Lighthouse viewer) for a look. */
function keepReport(url: string, report: string | string[]): void {
  const folder = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const { pathname } = new URL(url);
  const name = pathname.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'login';
  writeFileSync(join(folder, `${name}.json`), Array.isArray(report) ? report[0]! : report);
}
