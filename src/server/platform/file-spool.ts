import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The source was larger than PutOptions.maxBytes. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** 128 random bits as hex: the only key format the stores accept, so a key can never name a path. */
export const newFileKey = (): string => randomBytes(16).toString('hex');
const keyPattern = /^[0-9a-f]{32}$/;

export function assertFileKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error('Invalid file key');
}

/** Where files being received are written until they are complete. */
const PARTIAL_DIR = '.partial';
/** Partial files older than this are left-overs of a crash and are removed at start-up. */
const STALE_PARTIAL_MS = 60 * 60_000;

/**
 * Writes `source` to a new file at `path` (which must not exist), counting and hashing on the way.
 * Past `maxBytes` it stops reading, and on any failure the file is removed before the error is rethrown.
 */
export async function spoolToFile(
  source: AsyncIterable<Uint8Array>,
  path: string,
  maxBytes: number,
): Promise<{ size: number; sha256: string }> {
  const handle = await open(path, 'wx', 0o600);
  let closed = false;
  try {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of source) {
      size += chunk.byteLength;
      // Leaving the loop by throwing also ends the source (its iterator's return() runs).
      if (size > maxBytes) throw new FileTooLargeError(maxBytes);
      hash.update(chunk);
      await handle.write(chunk);
    }
    await handle.datasync();
    closed = true;
    await handle.close();
    return { size, sha256: hash.digest('hex') };
  } catch (error) {
    if (!closed) await handle.close().catch(() => {});
    await rm(path, { force: true });
    throw error;
  }
}

/** Creates `dir/.partial` and removes partial files a crash left behind (older than an hour). */
export function preparePartialDir(dir: string): string {
  const partialDir = join(dir, PARTIAL_DIR);
  mkdirSync(partialDir, { recursive: true, mode: 0o700 });
  const cutoff = Date.now() - STALE_PARTIAL_MS;
  for (const name of readdirSync(partialDir)) {
    const path = join(partialDir, name);
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { force: true });
    } catch {
      // Another instance sharing the folder removed it first.
    }
  }
  return partialDir;
}

export const newPartialPath = (partialDir: string): string =>
  join(partialDir, `${randomBytes(12).toString('hex')}.part`);
