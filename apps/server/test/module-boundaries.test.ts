import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary errors `npm run lint` reports for this code at this (fixture) path. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('server module boundaries (eslint.config.js)', () => {
  const dashboardFile = 'apps/server/src/modules/dashboard/boundary-fixture.ts';

  it("refuses a module importing another module's table", async () => {
    const errors = await boundaryErrors(
      dashboardFile,
      "import { properties } from '../properties/properties.schema';\nexport const t = properties;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("meet only through another module's index.ts");
  });

  it("refuses a module importing another module's repo, from a subfolder too", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/modules/ai-tools/valuation/boundary-fixture.ts',
      "import { listSales } from '../../market/market.repo';\nexport const f = listSales;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("accepts a module importing another module's public face", async () => {
    const errors = await boundaryErrors(
      dashboardFile,
      "import type { PropertiesService } from '../properties';\nexport type S = PropertiesService;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses core importing a module or a plugin', async () => {
    const file = 'apps/server/src/core/boundary-fixture.ts';
    expect(
      await boundaryErrors(file, "export { createMailer } from '../modules/mail';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        file,
        "export { createAuthenticator } from '../plugins/authenticate';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a plugin importing a module', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/plugins/boundary-fixture.ts',
      "export { findUserDetails } from '../modules/users/users.repo';\n",
    );
    expect(errors).toHaveLength(1);
  });
});
