import { createBackup, defaultArchiveName } from '../platform/backup/create-backup';
import { fileStoreFor } from '../platform/storage';
import { parseArgs } from './cli-args';
import type { CliCommand } from './command';

const dialectName = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const backupCommand: CliCommand = {
  name: 'backup',
  usage: 'backup [--out FILE] one archive: a consistent database snapshot and every uploaded file',
  async run(args, env, out) {
    const parsed = parseArgs(args, { out: 'value' });
    if (typeof parsed === 'string' || parsed.positional.length > 0) {
      out(typeof parsed === 'string' ? parsed : `Unexpected argument ${parsed.positional[0]}`);
      out(`Usage: node dist/server/cli.js ${backupCommand.usage}`);
      return 2;
    }
    const store = fileStoreFor(env);
    await store.probe();
    const now = new Date();
    const archive = String(parsed.options.get('out') ?? defaultArchiveName(now));
    const {
      manifest,
      fileBytes,
      archive: written,
    } = await createBackup({
      databaseUrl: env.DATABASE_URL,
      store,
      archive,
      now,
    });
    out(
      `Backup written: ${written} (${dialectName[manifest.dialect]} database at ${manifest.schema}, ` +
        `${manifest.files.length} files, ${megabytes(fileBytes)}).`,
    );
    if (manifest.problems.length === 0) return 0;
    out(
      `${manifest.problems.length} files the database refers to could not be backed up; they are listed under ` +
        `"problems" in the archive's manifest.json:`,
    );
    for (const { key, problem } of manifest.problems.slice(0, 20)) out(`  ${key}: ${problem}`);
    if (manifest.problems.length > 20) out(`  ... and ${manifest.problems.length - 20} more`);
    return 1;
  },
};
