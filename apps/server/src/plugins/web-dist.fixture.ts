import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A web build for the web-app tests: a temporary folder with these files (name → content). */
export function writeDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-web-dist-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
