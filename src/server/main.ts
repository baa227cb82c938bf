import { loadEnv } from './env';
import { logStartFailure } from './platform/lifecycle-log';
import type { RunningServer } from './server';

let server: RunningServer;
try {
  const env = loadEnv();
  // Loaded once the configuration is known good: a mistake in it is reported without loading the app.
  const { startServer } = await import('./server');
  server = await startServer(env);
} catch (error) {
  // One line that says what to fix, not an unhandled rejection's stack on standard error.
  logStartFailure(error);
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, `Portal did not stop cleanly (${signal})`);
        process.exit(1);
      },
    );
  });
}
