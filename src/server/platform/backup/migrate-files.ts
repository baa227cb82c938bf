import { createHash } from 'node:crypto';
import type { FileStore, LocalFileStore } from '../storage';

export interface MigrateFilesResult {
  copied: number;
  /** Already in the target with the same content (read back and compared), so not copied again. */
  alreadyThere: number;
  deletedLocally: number;
  failed: { key: string; reason: string }[];
}

async function sha256Of(store: FileStore, key: string): Promise<{ sha256: string; size: number } | null> {
  const file = await store.get(key);
  if (!file) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of file.stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Copies every file of the local store into `target` under the same key, so the database's
 * storage_key values stay valid. Each copy is read back and compared (SHA-256) before it counts; a
 * file already there with the same content is skipped, so a run that stopped half way is simply run
 * again. Local files are removed only with `deleteLocal`, and only once their copy checked out.
 */
export async function migrateLocalFiles(options: {
  source: LocalFileStore;
  target: FileStore;
  deleteLocal: boolean;
  progress?: (done: number, total: number) => void;
}): Promise<MigrateFilesResult> {
  const result: MigrateFilesResult = { copied: 0, alreadyThere: 0, deletedLocally: 0, failed: [] };
  const keys = await options.source.keys();
  for (const [index, key] of keys.entries()) {
    try {
      const local = await sha256Of(options.source, key);
      if (!local) continue; // Removed since the listing: nothing to move.
      const existing = await sha256Of(options.target, key);
      if (existing?.sha256 === local.sha256 && existing.size === local.size) {
        result.alreadyThere += 1;
      } else {
        const file = await options.source.get(key);
        if (!file) continue;
        await options.target.putAt(key, file.stream, { maxBytes: local.size });
        const copy = await sha256Of(options.target, key);
        if (copy?.sha256 !== local.sha256 || copy.size !== local.size) {
          throw new Error('the copy read back differs from the local file');
        }
        result.copied += 1;
      }
      if (options.deleteLocal) {
        await options.source.delete(key);
        result.deletedLocally += 1;
      }
    } catch (error) {
      result.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
    }
    options.progress?.(index + 1, keys.length);
  }
  return result;
}
