#!/usr/bin/env node
// `npm run photos:render -w @nestwise/server`: renders the demo catalogue's photographs from
// three.js scenes (studio.js builds exteriors.js and interiors.js) in Debian's Chromium, then
// writes them as WebP files into apps/server/data/demo-photos/ with their list,
// src/seed/demo-photos.json. Run by a developer when the scenes change; the files are committed,
// so `npm start` needs no browser (decision 0335).
// Nothing is fetched: three.js (the web app's dependency) is read from node_modules through
// Playwright's request routing.
//   [--only=colonial] [--scene=exterior|interior] [--missing] [--reverse] [--limit=2]: part of the set
/* global window -- the callbacks of page.evaluate run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { photoShots } from './shots.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../..');
const outDir = path.join(serverDir, 'data/demo-photos');
const manifestFile = path.join(serverDir, 'src/seed/demo-photos.json');
const require = createRequire(import.meta.url);
const threeDir = path.dirname(path.dirname(require.resolve('three')));

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') ?? []),
);
/** What is committed: 1200 × 800 px, the gallery's largest need; cards get resized copies. */
const WIDTH = 1200;
const HEIGHT = 800;
/** Rendered larger and scaled down: supersampling smooths edges and fine texture. */
const SUPERSAMPLE = Number(args.supersample ?? 1.5);
const QUALITY = Number(args.quality ?? 70);

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // No GPU here: WebGL 2 on the SwiftShader software rasteriser.
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
try {
  const page = await browser.newPage();
  page.on('console', (message) => console.log(`  [page] ${message.text()}`));
  page.on('pageerror', (error) => console.error(`  [page error] ${error.message}`));
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== 'render.local') return route.abort();
    const file = url.pathname.startsWith('/three/')
      ? path.join(threeDir, url.pathname.slice('/three/'.length))
      : path.join(here, url.pathname.slice(1));
    if (!fs.existsSync(file)) return route.fulfill({ status: 404, body: 'missing' });
    return route.fulfill({
      status: 200,
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      body: fs.readFileSync(file),
    });
  });
  await page.goto(`http://render.local/studio.html?${args.flags ?? ''}`);
  await page.waitForFunction(() => typeof window.renderShot === 'function');

  fs.mkdirSync(outDir, { recursive: true });
  const shots = photoShots();
  const wanted = shots.filter(
    (shot) =>
      (!args.only || shot.name.startsWith(args.only)) &&
      (!args.scene || shot.scene === args.scene) &&
      // --missing: only photos not rendered yet (a run split across processes, or resumed).
      (!('missing' in args) || !fs.existsSync(path.join(outDir, `${shot.name}.webp`))),
  );
  const chosen = args.limit ? wanted.slice(0, Number(args.limit)) : wanted;
  // --reverse: from the end of the list, so a second process can share a --missing run.
  if ('reverse' in args) chosen.reverse();
  for (const shot of chosen) {
    if ('missing' in args && fs.existsSync(path.join(outDir, `${shot.name}.webp`))) continue;
    const started = Date.now();
    const rgba = await page.evaluate((spec) => window.renderShot(spec), {
      ...shot,
      width: Math.round(WIDTH * SUPERSAMPLE),
      height: Math.round(HEIGHT * SUPERSAMPLE),
    });
    const width = Math.round(WIDTH * SUPERSAMPLE);
    const height = Math.round(HEIGHT * SUPERSAMPLE);
    const target = path.join(outDir, `${shot.name}.webp`);
    // WebGL reads rows bottom-up: flipped once here.
    await sharp(Buffer.from(rgba, 'base64'), { raw: { width, height, channels: 4 } })
      .flip()
      .removeAlpha()
      .resize(WIDTH, HEIGHT, { kernel: 'lanczos3' })
      .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
      .toFile(target);
    console.log(
      `${shot.name}: ${Math.round(fs.statSync(target).size / 1024)} KB in ${Date.now() - started} ms`,
    );
  }

  // The list the seed picks from: each photo's name, kind and, for exteriors, its listing type.
  const manifest = shots.map(({ name, kind, propertyType }) =>
    propertyType ? { name, kind, propertyType } : { name, kind },
  );
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const total = fs
    .readdirSync(outDir)
    .reduce((sum, file) => sum + fs.statSync(path.join(outDir, file)).size, 0);
  console.log(`${fs.readdirSync(outDir).length} photos, ${(total / 1024 / 1024).toFixed(2)} MB`);
} finally {
  await browser.close();
}
