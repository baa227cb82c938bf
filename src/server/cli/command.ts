import type { Env } from '../env';

/**
 * One operator command of `node dist/server/cli.js COMMAND [ARGS]`. It returns the process exit
 * code and writes what it did to `out` (stdout), so a test can run it without a child process.
 */
export interface CliCommand {
  name: string;
  /** One line for `cli.js help`: what it does and its arguments. */
  usage: string;
  run(args: string[], env: Env, out: (line: string) => void): Promise<number>;
}
