import type { Db, Dialect } from './db/database';
import type { Env } from './env';
import type { PolicyContext } from './platform/policies';
import { type FileStore, fileStoreFor } from './platform/storage';

/** What every use case may need: the database and the validated configuration. Never Fastify. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  env: Env;
  policy: PolicyContext;
  /** Uploaded files (local disk or S3-compatible storage, per FILE_STORE). */
  files: FileStore;
}

export function createContext(db: Db, dialect: Dialect, env: Env): AppContext {
  return {
    db,
    dialect,
    env,
    policy: { superAdminEmail: env.SUPER_ADMIN_EMAIL },
    files: fileStoreFor(env),
  };
}
