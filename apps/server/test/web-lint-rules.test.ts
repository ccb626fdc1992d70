import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The web app's rules in eslint.config.js, proved on fixture code as module-boundaries.test.ts does
 * for the server: one HTTP client (lib/http), and no feature reaching into another.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function errors(file: string, code: string, rule: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.filter((message) => message.ruleId === rule).map((m) => m.message);
}

describe('one web HTTP client (eslint.config.js)', () => {
  const feature = 'apps/web/src/features/properties/api/lint-fixture.ts';

  it('refuses fetch and XMLHttpRequest outside lib/http', async () => {
    expect(
      await errors(feature, "export const f = () => fetch('/api/me');\n", 'no-restricted-globals'),
    ).toHaveLength(1);
    expect(
      await errors(feature, 'export const x = new XMLHttpRequest();\n', 'no-restricted-globals'),
    ).toHaveLength(1);
    expect(
      await errors(
        'apps/web/src/components/lint-fixture.ts',
        "export const f = () => window.fetch('/api/me');\n",
        'no-restricted-properties',
      ),
    ).toHaveLength(1);
  });

  it('accepts them in lib/http, the client itself', async () => {
    expect(
      await errors(
        'apps/web/src/lib/http/lint-fixture.ts',
        "export const f = () => fetch('/api/me');\n",
        'no-restricted-globals',
      ),
    ).toEqual([]);
  });
});

describe('web feature boundaries (eslint.config.js)', () => {
  it("refuses a feature importing another's internals, by alias or by a relative climb", async () => {
    const file = 'apps/web/src/features/dashboard/components/lint-fixture.ts';
    const rule = 'no-restricted-imports';
    expect(
      await errors(file, "export { plans } from '@/features/billing/api/billing-api';\n", rule),
    ).toHaveLength(1);
    expect(
      await errors(file, "export { plans } from '../../billing/api/billing-api';\n", rule),
    ).toHaveLength(1);
    expect(await errors(file, "export { x } from '../api/favorites';\n", rule)).toEqual([]);
  });

  it('refuses lib/, components/ and stores/ importing a feature', async () => {
    const errorsOf = (file: string, from: string) =>
      errors(file, `export { x } from '${from}';\n`, 'no-restricted-imports');
    expect(
      await errorsOf('apps/web/src/lib/lint-fixture.ts', '@/features/auth/api/get-me'),
    ).toHaveLength(1);
    expect(
      await errorsOf(
        'apps/web/src/components/ui/lint-fixture.ts',
        '../../features/home/lib/featured',
      ),
    ).toHaveLength(1);
  });
});
