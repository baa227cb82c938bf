import { restoreBackup } from '../platform/backup/restore-backup';
import { fileStoreFor } from '../platform/storage';
import { parseArgs } from './cli-args';
import type { CliCommand } from './command';

const dialectName = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export const restoreCommand: CliCommand = {
  name: 'restore',
  usage: 'restore FILE [--replace-files] a backup into an empty database and file store (checked first)',
  async run(args, env, out) {
    const parsed = parseArgs(args, { 'replace-files': 'flag' });
    if (typeof parsed === 'string' || parsed.positional.length !== 1) {
      out(typeof parsed === 'string' ? parsed : 'Name one backup archive to restore');
      out(`Usage: node dist/server/cli.js ${restoreCommand.usage}`);
      return 2;
    }
    const store = fileStoreFor(env);
    await store.probe();
    const manifest = await restoreBackup({
      archive: parsed.positional[0]!,
      databaseUrl: env.DATABASE_URL,
      store,
      replaceFiles: parsed.options.has('replace-files'),
    });
    out(
      `Restored the backup of ${manifest.createdAt}: the ${dialectName[manifest.dialect]} database (at ${manifest.schema}) ` +
        `and ${manifest.files.length} files.`,
    );
    if (manifest.problems.length > 0) {
      out(
        `${manifest.problems.length} files were already missing or damaged when the backup was taken (see its manifest).`,
      );
    }
    out('Start the portal (or run migrate) to bring the schema up to date.');
    return 0;
  },
};
