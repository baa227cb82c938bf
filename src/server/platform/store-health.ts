import type { FileStore } from './storage';

/** The store cannot be used as configured; the message says which setting to check, never a secret. */
export class StoreUnusableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnusableError';
  }
}

/** How long one probe answers the health check, so a load balancer polling every second costs S3 little. */
export const STORE_HEALTH_TTL_MS = 30_000;

export type StoreHealth = { usable: true } | { usable: false; reason: string };

interface HealthLog {
  error(details: object, message: string): void;
  info(message: string): void;
}

const recent = new WeakMap<FileStore, { at: number; health: Promise<StoreHealth>; usable: boolean }>();

/**
 * The store's state for /api/health: one probe per STORE_HEALTH_TTL_MS per store, shared by
 * concurrent callers. The reason is for the log; it names settings, never their values.
 */
export function storeHealth(store: FileStore, log: HealthLog, now = Date.now()): Promise<StoreHealth> {
  const cached = recent.get(store);
  if (cached && now - cached.at < STORE_HEALTH_TTL_MS) return cached.health;
  const entry = {
    at: now,
    health: Promise.resolve<StoreHealth>({ usable: true }),
    usable: cached?.usable ?? true,
  };
  entry.health = store.probe().then(
    (): StoreHealth => {
      // Logged once when the store comes back, not on every check.
      if (!entry.usable) log.info('file store usable again');
      entry.usable = true;
      return { usable: true };
    },
    (error: unknown): StoreHealth => {
      const reason = error instanceof Error ? error.message : String(error);
      if (entry.usable) log.error({ reason }, 'file store unusable');
      entry.usable = false;
      return { usable: false, reason };
    },
  );
  recent.set(store, entry);
  return entry.health;
}
