import fs from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

/**
 * Minifies the scripts of public/ (theme-init.js, boot.js) in the build: they keep fixed names, so
 * the bundler copies them as written, comments and all, onto every page's first load.
 */
export function minifyPublicScripts(): Plugin {
  let outDir = 'dist';
  let publicDir = 'public';
  return {
    name: 'nestwise-minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    // Synchronous, and listed before the precompress plugin, so the .gz and .br copies are of this.
    closeBundle() {
      if (!publicDir || !fs.existsSync(publicDir)) return;
      for (const name of fs.readdirSync(publicDir)) {
        const built = path.join(outDir, name);
        if (!name.endsWith('.js') || !fs.existsSync(built)) continue;
        const { code } = minifySync(name, fs.readFileSync(built, 'utf8'), {
          compress: true,
          mangle: true,
        });
        fs.writeFileSync(built, code);
      }
    },
  };
}
