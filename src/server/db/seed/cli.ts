import { loadEnv } from '../../env';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { seed } from './index';

/** `npm run seed`: migrate and seed the configured database without starting the server. */
const env = loadEnv();
const handle = openDatabase(env.DATABASE_URL);
await migrateToLatest(handle.db);
await seed(handle.db, { demo: env.SEED_DEMO, superAdminEmail: env.SUPER_ADMIN_EMAIL });
await handle.close();
console.log('Database migrated and seeded.');
