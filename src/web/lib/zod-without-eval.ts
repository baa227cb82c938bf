/**
 * Zod compiles a fast parser with `new Function` when it may, and probes for it once. Under the
 * page's Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but the browser reports
 * a violation on every page. Zod reads its settings from this global, shared by every copy of it,
 * so setting `jitless` here, before any zod chunk loads, keeps it from trying, without putting zod
 * in the entry's chunk. zod-without-eval.test.ts checks that zod still reads it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
