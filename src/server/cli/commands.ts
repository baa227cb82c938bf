import { backupCommand } from './backup-command';
import type { CliCommand } from './command';
import { migrateCommand, searchRebuildCommand, seedCommand } from './database-commands';
import { filesMigrateCommand } from './files-migrate-command';
import { outboxResendCommand } from './outbox-command';
import { restoreCommand } from './restore-command';

/** Every operator command, in the order `help` lists them. */
export const cliCommands: CliCommand[] = [
  migrateCommand,
  seedCommand,
  searchRebuildCommand,
  outboxResendCommand,
  backupCommand,
  restoreCommand,
  filesMigrateCommand,
];
