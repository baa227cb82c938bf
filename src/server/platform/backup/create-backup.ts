import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dialectOfUrl } from '../../db/dialect';
import type { FileStore } from '../storage';
import { packFolder } from './archive';
import { type RecordedFile, snapshotDatabase } from './database-snapshot';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_SNAPSHOT,
  FILES_FOLDER,
  MANIFEST_NAME,
  type Manifest,
} from './manifest';

export interface BackupResult {
  archive: string;
  manifest: Manifest;
  /** Bytes of the files kept (the database snapshot not included). */
  fileBytes: number;
}

/** `backup-20260131-020000.tar.gz`: sorts by time, says what it is. */
export const defaultArchiveName = (now: Date): string =>
  `backup-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz`;

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * One archive with a consistent database snapshot and every file it refers to, read through the
 * FileStore so the archive does not depend on where the files were kept. Files the store lacks or
 * holds with other content than recorded are listed as problems (the archive is still written: it is
 * the best copy there is), and the caller reports them.
 */
export async function createBackup(options: {
  databaseUrl: string;
  store: FileStore;
  archive: string;
  now?: Date;
}): Promise<BackupResult> {
  const archive = resolve(options.archive);
  if (existsSync(archive))
    throw new Error(`${archive} already exists: choose another --out, a backup is never overwritten`);
  await mkdir(dirname(archive), { recursive: true });
  // Beside the archive rather than in /tmp: the files can be large and /tmp is often small.
  const staging = await mkdtemp(join(dirname(archive), '.backup-staging-'));
  try {
    const dialect = dialectOfUrl(options.databaseUrl);
    const databaseName = DATABASE_SNAPSHOT[dialect];
    const databasePath = join(staging, databaseName);
    const snapshot = await snapshotDatabase(options.databaseUrl, databasePath);
    await mkdir(join(staging, FILES_FOLDER));
    const files: Manifest['files'] = [];
    const problems: Manifest['problems'] = [];
    let fileBytes = 0;
    for (const recorded of snapshot.files) {
      const copied = await copyOut(options.store, recorded, join(staging, FILES_FOLDER, recorded.key));
      if (copied === 'missing' || copied === 'content differs') {
        problems.push({ key: recorded.key, problem: copied });
        await rm(join(staging, FILES_FOLDER, recorded.key), { force: true });
        continue;
      }
      files.push(recorded);
      fileBytes += recorded.size;
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      dialect,
      schema: snapshot.schema,
      database: {
        name: databaseName,
        size: (await stat(databasePath)).size,
        sha256: await sha256OfFile(databasePath),
      },
      files,
      problems,
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    await packFolder(staging, archive);
    return { archive, manifest, fileBytes };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Copies one stored file out, checking it against what the database recorded. */
async function copyOut(
  store: FileStore,
  recorded: RecordedFile,
  destination: string,
): Promise<'ok' | 'missing' | 'content differs'> {
  const file = await store.get(recorded.key);
  if (!file) return 'missing';
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(file.stream, measure, createWriteStream(destination, { flags: 'wx', mode: 0o600 }));
  return size === recorded.size && hash.digest('hex') === recorded.sha256 ? 'ok' : 'content differs';
}
