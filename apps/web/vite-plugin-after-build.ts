import path from 'node:path';
import type { Plugin } from 'vite';

export interface BuildDirs {
  /** The build's output folder, absolute. */
  outDir: string;
  /** The public/ folder its files were copied from ('' when there is none). */
  publicDir: string;
}

/**
 * A build-only plugin whose work is on the written output: `run` gets the folders once the bundle
 * is closed. Synchronous, so plugins listed earlier finish before later ones start.
 */
export function afterBuild(name: string, run: (dirs: BuildDirs) => void): Plugin {
  let dirs: BuildDirs = { outDir: 'dist', publicDir: 'public' };
  return {
    name,
    apply: 'build',
    configResolved(config) {
      dirs = {
        outDir: path.resolve(config.root, config.build.outDir),
        publicDir: config.publicDir,
      };
    },
    closeBundle() {
      run(dirs);
    },
  };
}
