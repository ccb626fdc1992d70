import fs from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { afterBuild } from './vite-plugin-after-build';

/**
 * Minifies the scripts of public/ (theme-init.js, boot.js) in the build: they keep fixed names, so
 * the bundler copies them as written, comments and all, onto every page's first load. Listed
 * before the precompress plugin, so the .gz and .br copies are of the minified scripts.
 */
export function minifyPublicScripts(): Plugin {
  return afterBuild('nestwise-minify-public-scripts', ({ outDir, publicDir }) => {
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
  });
}
