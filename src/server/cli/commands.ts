import type { CliCommand } from './command';
import { migrateCommand, searchRebuildCommand, seedCommand } from './database-commands';
import { outboxResendCommand } from './outbox-command';

/** Every operator command, in the order `help` lists them. */
export const cliCommands: CliCommand[] = [
  migrateCommand,
  seedCommand,
  searchRebuildCommand,
  outboxResendCommand,
];
