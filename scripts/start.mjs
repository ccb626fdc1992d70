#!/usr/bin/env node
// `npm start`. Outside production: builds the web app when no build exists yet, then serves the
// whole product from the TypeScript source (tsx, a dev dependency; a fresh clone's `npm install`
// has it). With NODE_ENV=production: runs the built server (apps/server/dist, plain JavaScript,
// no tsx), building everything first when no build exists.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webIndex = path.join(root, 'apps/web/dist/index.html');
const builtServer = path.join(root, 'apps/server/dist/main.js');
const production = process.env.NODE_ENV === 'production';

function run(args, what) {
  console.log(`${what}…`);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (production && !(fs.existsSync(webIndex) && fs.existsSync(builtServer))) {
  run(['run', 'build'], 'Building the web app and the server (first start)');
} else if (!fs.existsSync(webIndex)) {
  run(['run', 'build', '-w', '@nestwise/web'], 'Building the web app (first start)');
}

const args = production ? [builtServer] : ['--import', 'tsx', 'apps/server/src/main.ts'];
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
