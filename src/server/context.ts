import type { Db } from './db/database';
import { type Dialect, dialectOf } from './db/dialect';
import type { Env } from './env';
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
}

export function createContext(db: Db, env: Env): AppContext {
  return {
    db,
    dialect: dialectOf(db),
    env,
    policy: { superAdminEmail: env.SUPER_ADMIN_EMAIL },
    files: fileStoreFor(env),
  };
}
