import { runCli } from './cli/run-cli';
import { loadEnv } from './env';

/** `node dist/server/cli.js COMMAND`: the operator's commands, from a production install (no tsx). */
try {
  process.exitCode = await runCli(
    process.argv.slice(2),
    () => loadEnv(),
    (line) => console.log(line),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
