import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * RTK Query loads with the first feature chunk that calls the API, but it imports from
 * @reduxjs/toolkit, reselect and immer, modules the store already put in the shell chunk: a module
 * lives in one chunk, so every part RTK Query uses of them would load on every page, the first one
 * included (about 3.7 KB gzip). In the build, RTK Query's imports of these resolve to the same
 * packages' other builds instead, so those parts load with it, in the lazy chunk, at the cost of a
 * second copy of the few helpers both use.
 */
const LAZY_COPIES: Record<string, string> = {
  '@reduxjs/toolkit': '@reduxjs/toolkit/dist/redux-toolkit.browser.mjs',
  reselect: 'reselect/dist/reselect.browser.mjs',
  immer: 'immer/dist/immer.production.mjs',
};

export function lazyRtkQuery(): Plugin {
  const require = createRequire(import.meta.url);
  const nodeModules = require
    .resolve('@reduxjs/toolkit')
    .replace(/@reduxjs[/\\]toolkit[/\\].*$/, '');
  const copies = new Map(
    Object.entries(LAZY_COPIES).map(([name, file]) => [name, path.join(nodeModules, file)]),
  );
  const lazyFiles = new Set(copies.values());
  const isLazy = (importer: string) =>
    /@reduxjs[/\\]toolkit[/\\]dist[/\\]query[/\\]/.test(importer) || lazyFiles.has(importer);
  return {
    name: 'nestwise-lazy-rtk-query',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !copies.has(source) || !isLazy(importer)) return null;
      return copies.get(source);
    },
  };
}
