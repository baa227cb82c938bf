import type { Db } from './db/database';
import { type Dialect, dialectOf } from './db/dialect';
import type { Env } from './env';
import { createPaymentServices, type PaymentServices } from './features/payments/services';
import type { PolicyContext } from './platform/policies';
import { type FileStore, fileStoreFor } from './platform/storage';

/** What every use case may need: the database and the validated configuration. Never Fastify. */
export interface AppContext {
  db: Db;
  /** dialectOf(db), worked out once for the use cases that branch on it. */
  dialect: Dialect;
  env: Env;
  policy: PolicyContext;
  /** Uploaded files (local disk or S3-compatible storage, per FILE_STORE). */
  files: FileStore;
  /**
   * The payment provider, callback secret and callbacks in flight: one set per app, shared by the
   * routes and the workers. Made on first use, since that reads (or creates) server keys in the
   * database; the first caller's log is the one they keep.
   */
  paymentServices(log: PaymentServices['log']): Promise<PaymentServices>;
}

export function createContext(db: Db, env: Env): AppContext {
  let payments: Promise<PaymentServices> | undefined;
  return {
    db,
    dialect: dialectOf(db),
    env,
    policy: { superAdminEmail: env.SUPER_ADMIN_EMAIL },
    files: fileStoreFor(env),
    paymentServices(log) {
      if (!payments) {
        // With the app's own database even when called on a copy holding a transaction: the
        // services outlive any one request.
        const pending = createPaymentServices({ db, env }, log);
        // A failure (the database out for a moment) is not kept: the next call tries again.
        pending.catch(() => {
          if (payments === pending) payments = undefined;
        });
        payments = pending;
      }
      return payments;
    },
  };
}
