import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './source-files';

/**
 * Issue 26: features import one way. A feature reaches another only through that feature's
 * `public.ts`, which names what the rest of the code may use; everything else in a feature's folder
 * is its own and can change without looking outside it. What many features need lives in
 * `server/platform` or in `web/components` and `web/lib` instead. Tests and their support files
 * may reach into another feature to set a scene.
 */
const FEATURE_ROOTS = ['src/server/features', 'src/web/features'];
const PUBLIC_MODULE = 'public';

/** Every relative module a file imports or re-exports, statically or lazily. */
function importedModules(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/(?:import|export)\s[^'"]*?\sfrom\s+'(\.[^']+)'/g),
    ...source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ];
  return specifiers.map((match) => match[1] as string);
}

interface Reach {
  file: string;
  module: string;
}

/** For each feature file, the imports that land in a different feature of the same side. */
function crossFeatureImports(root: string): Array<Reach & { from: string; to: string; inner: string }> {
  const absoluteRoot = resolve(root);
  return sourceFiles(root).flatMap((file) => {
    const from = relative(absoluteRoot, resolve(file)).split(sep)[0] as string;
    return importedModules(readFileSync(file, 'utf8')).flatMap((module) => {
      const target = relative(absoluteRoot, resolve(dirname(file), module));
      if (target.startsWith('..')) return [];
      const [to, ...rest] = target.split(sep);
      return to === from ? [] : [{ file, module, from, to: to as string, inner: rest.join('/') }];
    });
  });
}

describe('features import one way', () => {
  for (const root of FEATURE_ROOTS) {
    it(`${root}: a feature reaches another only through its public module`, () => {
      const reachingIn = crossFeatureImports(root)
        .filter((reach) => reach.inner !== PUBLIC_MODULE)
        .map((reach) => `${reach.file} imports ${reach.module}`);
      expect(reachingIn).toEqual([]);
    });

    it(`${root}: a public module only re-exports its own feature`, () => {
      const features = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
      const leaking = features.flatMap((feature) => {
        const file = join(root, feature, `${PUBLIC_MODULE}.ts`);
        let source: string;
        try {
          source = readFileSync(file, 'utf8');
        } catch {
          return [];
        }
        return importedModules(source)
          .filter((module) => !module.startsWith('./'))
          .map((module) => `${file} re-exports ${module}`);
      });
      expect(leaking).toEqual([]);
    });
  }
});
