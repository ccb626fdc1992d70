#!/usr/bin/env node
// `npm run build -w @nestwise/server`: the server as plain JavaScript, so production runs
// `node apps/server/dist/main.js` with no TypeScript loader. esbuild bundles our code and the
// shared package (TypeScript source) into dist/main.js; every npm dependency stays an import of
// node_modules. Next to it: the fit worker (dist/fit-worker.mjs), the sales import command
// (dist/import-sales.js) and the SQL migrations (dist/migrations), where the code's
// `new URL('./…', import.meta.url)` finds them once bundled.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// A folder directly under apps/server (the code finds apps/server as the bundle's parent); tests
// build into one of their own.
const dist = path.join(serverDir, process.argv[2] ?? 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@nestwise/'))
  .flatMap((name) => [name, `${name}/*`]);

fs.rmSync(dist, { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(); ESM has none of its own.
  banner: {
    js: "import { createRequire as __nestwiseRequire } from 'node:module'; const require = __nestwiseRequire(import.meta.url);",
  },
};
await build({
  ...common,
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'import-sales': path.join(serverDir, 'src/modules/market/import-sales.cli.ts'),
  },
  outdir: dist,
  outExtension: { '.js': '.js' },
});
await build({
  ...common,
  entryPoints: [path.join(serverDir, 'src/modules/ai-tools/valuation/fit-worker.built.ts')],
  outfile: path.join(dist, 'fit-worker.mjs'),
});
fs.cpSync(path.join(serverDir, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
});
console.log(`Built the server into ${path.relative(process.cwd(), dist) || 'dist'}/`);
