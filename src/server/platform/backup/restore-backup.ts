import { createReadStream } from 'node:fs';
import { lstat, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { dialectOfUrl } from '../../db/dialect';
import { type FileStore, LocalFileStore } from '../storage';
import { unpackArchive } from './archive';
import { sha256OfFile } from './create-backup';
import { redact, restoreDatabase, tableCount, verifySnapshot } from './database-snapshot';
import {
  BACKUP_FORMAT_VERSION,
  FILES_FOLDER,
  MANIFEST_NAME,
  type Manifest,
  manifestSchema,
} from './manifest';

/** The restore was refused before anything was written; the message says why and what to do. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreOptions {
  archive: string;
  databaseUrl: string;
  store: FileStore;
  /** Allow a store that already holds files; files with a key in the archive are replaced. */
  replaceFiles?: boolean;
}

/**
 * Brings a backup back into an empty database and store, all or nothing: the archive is unpacked and
 * every part checked against the manifest before anything is written; the files go in first (each
 * checked on the way), then the database in one step; if that fails the files put are removed.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const archive = resolve(options.archive);
  const staging = await mkdtemp(join(tmpdir(), 'portal-restore-'));
  try {
    const manifest = await unpackAndVerify(archive, staging);
    await checkTarget(manifest, options);
    const put: string[] = [];
    try {
      for (const file of manifest.files) {
        const stored = await options.store.putAt(
          file.key,
          createReadStream(join(staging, FILES_FOLDER, file.key)),
          {
            maxBytes: file.size,
          },
        );
        put.push(file.key);
        if (stored.sha256 !== file.sha256 || stored.size !== file.size) {
          throw new Error(`the store kept file ${file.key} with other content than the backup`);
        }
      }
      await restoreDatabase(options.databaseUrl, join(staging, manifest.database.name));
    } catch (error) {
      for (const key of put) await options.store.delete(key).catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Restore failed, nothing was kept (the ${put.length} files put were removed): ${reason}`,
      );
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function unpackAndVerify(archive: string, staging: string): Promise<Manifest> {
  const damaged = (why: string) =>
    new RestoreRefused(`${archive} is not a usable backup (${why}); nothing was restored`);
  try {
    await lstat(archive);
  } catch {
    throw new RestoreRefused(`${archive} does not exist`);
  }
  try {
    await unpackArchive(archive, staging);
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  let manifest: Manifest;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(await readFile(join(staging, MANIFEST_NAME), 'utf8')));
    if (!parsed.success) throw new Error('its manifest is not one this portal wrote');
    manifest = parsed.data;
  } catch (error) {
    throw damaged(error instanceof SyntaxError ? 'its manifest is not valid JSON' : (error as Error).message);
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(
      `${archive} was written by a newer portal (backup format ${manifest.formatVersion}): restore it with that version`,
    );
  }
  const check = async (relative: string, size: number, sha256: string) => {
    const path = join(staging, relative);
    const info = await lstat(path).catch(() => null);
    if (!info?.isFile()) throw damaged(`${relative} is missing`);
    if (info.size !== size || (await sha256OfFile(path)) !== sha256) throw damaged(`${relative} is damaged`);
  };
  if (manifest.database.name !== `database.${manifest.dialect === 'sqlite' ? 'sqlite' : 'pgdump'}`) {
    throw damaged('its manifest names an unexpected database file');
  }
  await check(manifest.database.name, manifest.database.size, manifest.database.sha256);
  for (const file of manifest.files) await check(join(FILES_FOLDER, file.key), file.size, file.sha256);
  try {
    await verifySnapshot(manifest.dialect, join(staging, manifest.database.name));
  } catch (error) {
    throw damaged((error as Error).message);
  }
  return manifest;
}

const dialectName = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

async function checkTarget(manifest: Manifest, options: RestoreOptions): Promise<void> {
  const target = dialectOfUrl(options.databaseUrl);
  if (target !== manifest.dialect) {
    throw new RestoreRefused(
      `The backup is of a ${dialectName[manifest.dialect]} database and DATABASE_URL is ${dialectName[target]}: ` +
        `restore it into ${dialectName[manifest.dialect]} (moving between the two is not supported); nothing was restored`,
    );
  }
  const tables = await tableCount(options.databaseUrl);
  if (tables > 0) {
    throw new RestoreRefused(
      `${redact(options.databaseUrl)} already has ${tables} tables: restore needs an empty database. Stop the portal, ` +
        'create a new empty database (PostgreSQL: createdb; SQLite: a new file) and point DATABASE_URL at it; nothing was restored',
    );
  }
  if (options.replaceFiles) return;
  let present = 0;
  if (options.store instanceof LocalFileStore) present = (await options.store.keys()).length;
  // A bucket cannot be listed cheaply with the rights the portal needs: the archive's keys are what could collide.
  else for (const file of manifest.files) if (await options.store.exists(file.key)) present += 1;
  if (present > 0) {
    throw new RestoreRefused(
      `The file store already holds ${present} files: restore needs an empty store (a new FILES_DIR or S3_BUCKET), ` +
        'or --replace-files to restore into it anyway; nothing was restored',
    );
  }
}
