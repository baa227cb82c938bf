import { loadEnv } from '../env';
import { rebuildMemberSearch } from '../features/member-search/sync';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

/** `npm run search:rebuild`: migrates, then rebuilds the public member search index of DATABASE_URL. */
const env = loadEnv();
const handle = openDatabase(env.DATABASE_URL);
await migrateToLatest(handle.db);
const started = Date.now();
const members = await rebuildMemberSearch(handle.db);
await handle.close();
console.log(`Member search rebuilt: ${members} members in ${Date.now() - started} ms.`);
