import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './vite-plugin-after-build';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends them precompressed
 * (@fastify/static preCompressed) without compressing on each request.
 */
export function precompress(): Plugin {
  return afterBuild('nestwise-precompress', ({ outDir }) => {
    for (const file of walk(outDir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue;
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      );
    }
  });
}
