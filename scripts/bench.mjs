#!/usr/bin/env node
// `npm run bench`: runs every `bench:*` script of the root package.json in turn and prints their
// figures. Benchmarks measure; they never pass or fail on wall-clock thresholds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const { scripts } = JSON.parse(
  fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const only = process.argv.slice(2);
const benches = Object.keys(scripts)
  .filter((name) => name.startsWith('bench:'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)));

if (benches.length === 0) {
  console.log('No bench:* scripts found.');
  process.exit(0);
}
let failures = 0;
for (const name of benches) {
  console.log(`\n=== npm run ${name} ===`);
  const run = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' });
  if (run.status !== 0) failures += 1;
}
process.exit(failures ? 1 : 0);
