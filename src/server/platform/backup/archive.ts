import { chmod, rename, rm } from 'node:fs/promises';
import { runTool } from './tools';

/**
 * Packs `folder` into a gzipped tar at `archive`, readable by its owner only (it holds password
 * hashes and members' personal data). Written under a temporary name and renamed when complete, so
 * an interrupted backup never leaves a file that looks like a backup.
 */
export async function packFolder(folder: string, archive: string): Promise<void> {
  const partial = `${archive}.partial`;
  try {
    await runTool('tar', { args: ['--create', '--gzip', `--file=${partial}`, `--directory=${folder}`, '.'] });
    await chmod(partial, 0o600);
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Unpacks `archive` into the empty `folder`; tar refuses member names that would leave it. */
export async function unpackArchive(archive: string, folder: string): Promise<void> {
  await runTool('tar', {
    args: [
      '--extract',
      '--gzip',
      `--file=${archive}`,
      `--directory=${folder}`,
      '--no-same-owner',
      '--no-same-permissions',
    ],
  });
}
