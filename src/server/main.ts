import { dialectOfUrl } from './db/dialect';
import { loadEnv } from './env';
import { startServer } from './server';

const env = loadEnv();
const server = await startServer(env);
server.app.log.info(
  `Portal ready on ${env.PUBLIC_URL} (database: ${dialectOfUrl(env.DATABASE_URL) === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
