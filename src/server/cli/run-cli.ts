import type { Env } from '../env';
import { cliCommands } from './commands';

/** Runs one operator command by name; unknown names and `help` list what exists. */
export async function runCli(argv: string[], env: () => Env, out: (line: string) => void): Promise<number> {
  const [name, ...args] = argv;
  const command = cliCommands.find((candidate) => candidate.name === name);
  if (!command) {
    if (name && name !== 'help') out(`Unknown command: ${name}`);
    out('Usage: node dist/server/cli.js COMMAND [ARGS]');
    for (const each of cliCommands) out(`  ${each.usage}`);
    return name && name !== 'help' ? 2 : 0;
  }
  return command.run(args, env(), out);
}
