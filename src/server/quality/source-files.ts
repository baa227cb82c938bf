import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The TypeScript files under `folder` that ship: tests and their support files left out. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const testCode = /\.test\.tsx?$|^test-(support|entries)/.test(name);
    return /\.tsx?$/.test(name) && !testCode ? [path] : [];
  });
}
