// Runs after `vite build`: renders the public pages to HTML with React's static renderer and writes
// each one as dist/pages/<path>/index.html (the built index.html with the page inside #root), with
// .gz and .br copies. The server answers those paths with them; every other path gets the plain
// shell. A page that fails to render fails the build: a broken page should not ship quietly.
// The renderer itself stays in dist/ssr with the page template, for the pages the server renders
// on each visit with their data (apps/server/src/plugins/page-renderer.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(webRoot, process.argv[2] ?? 'dist');
const ssrDir = path.join(outDir, 'ssr');

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  // The renderer runs in Node; everything is bundled so no browser-only package is resolved at run time.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

const { PRERENDERED_PATHS, renderPage } = await import(
  pathToFileURL(path.join(ssrDir, 'render-page.js')).href
);
const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
const root = /<div id="root">[\s\S]*?<\/div>\s*(?=<\/body>)/;
if (!root.test(shell)) throw new Error('index.html has no <div id="root"> before </body>');

/**
 * The shell starts the app at once; a pre-rendered page is already readable, so its entry and
 * preloads move to public/boot.js, which adds them after the first paint.
 */
function deferAppStart(html) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entrySrc = html.match(entry)?.[1];
  if (!entrySrc) throw new Error('index.html has no module entry script');
  const preloads = [...html.matchAll(preload)].map((match) => match[1]);
  const boot = `<script src="/boot.js" data-entry="${entrySrc}" data-preload="${preloads.join(' ')}" defer></script>`;
  return html.replace(preload, '').replace(entry, () => `\n    ${boot}`);
}
const pageShell = deferAppStart(shell);
// The server puts each page it renders where the marker is (apps/server/src/plugins/page-renderer.ts).
fs.writeFileSync(
  path.join(ssrDir, 'template.html'),
  pageShell.replace(root, () => '<div id="root"><!--page--></div>\n  '),
);

const pagesDir = path.join(outDir, 'pages');
fs.rmSync(pagesDir, { recursive: true, force: true });
for (const pathname of PRERENDERED_PATHS) {
  const body = await renderPage(pathname);
  const html = pageShell.replace(root, () => `<div id="root">${body}</div>\n  `);
  const file = path.join(pagesDir, pathname, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  console.log(`pre-rendered ${pathname} (${(html.length / 1024).toFixed(1)} KB)`);
}
fs.writeFileSync(path.join(pagesDir, 'manifest.json'), JSON.stringify(PRERENDERED_PATHS));
