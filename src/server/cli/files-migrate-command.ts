import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { migrateLocalFiles } from '../platform/backup/migrate-files';
import { fileStoreFor, LocalFileStore } from '../platform/storage';
import { parseArgs } from './cli-args';
import type { CliCommand } from './command';

const PROGRESS_EVERY = 500;

export const filesMigrateCommand: CliCommand = {
  name: 'files:migrate',
  usage:
    'files:migrate [--from DIR] [--delete-local] copy local files (FILES_DIR) into S3, each read back and checked',
  async run(args, env, out) {
    const parsed = parseArgs(args, { from: 'value', 'delete-local': 'flag' });
    if (typeof parsed === 'string' || parsed.positional.length > 0) {
      out(typeof parsed === 'string' ? parsed : `Unexpected argument ${parsed.positional[0]}`);
      out(`Usage: node dist/server/cli.js ${filesMigrateCommand.usage}`);
      return 2;
    }
    if (env.FILE_STORE !== 's3') {
      out(
        'files:migrate copies files into S3: set FILE_STORE=s3 and the S3_* settings (the files stay in FILES_DIR).',
      );
      return 2;
    }
    const from = resolve(String(parsed.options.get('from') ?? env.FILES_DIR));
    if (!existsSync(from)) {
      out(`${from} does not exist: name the folder of the local files with --from or FILES_DIR.`);
      return 2;
    }
    const target = fileStoreFor(env);
    await target.probe();
    const result = await migrateLocalFiles({
      source: new LocalFileStore(from),
      target,
      deleteLocal: parsed.options.has('delete-local'),
      progress: (done, total) => {
        if (done % PROGRESS_EVERY === 0 && done < total) out(`... ${done} of ${total} files`);
      },
    });
    out(
      `Files from ${from} to S3 bucket ${env.S3_BUCKET}: ${result.copied} copied and checked, ` +
        `${result.alreadyThere} already there and checked, ${result.deletedLocally} local copies deleted, ` +
        `${result.failed.length} failed.`,
    );
    for (const { key, reason } of result.failed) out(`  ${key}: ${reason}`);
    if (result.failed.length > 0) {
      out('Run files:migrate again to retry the failed files; their local copies were kept.');
      return 1;
    }
    return 0;
  },
};
