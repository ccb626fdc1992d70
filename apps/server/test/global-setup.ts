import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, createPgliteHandle, createPostgresHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { adminQuery, testDatabasePrefix, withDatabaseName } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresServerUrl: string;
    postgresTemplateName: string;
  }
}

/** Migrates one template per test run; every test app then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `${testDatabasePrefix()}_template_${process.pid}`;
    await adminQuery(serverUrl, `drop database if exists ${templateName} with (force)`);
    await adminQuery(serverUrl, `create database ${templateName}`);
    const handle = createPostgresHandle(withDatabaseName(serverUrl, templateName), 1);
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresServerUrl', serverUrl);
    project.provide('postgresTemplateName', templateName);
    project.provide('pgliteTemplatePath', '');
    return async () =>
      adminQuery(serverUrl, `drop database if exists ${templateName} with (force)`);
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = createPgliteHandle(pglite);
  await migrateDatabase(handle);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nestwise-test-template-'));
  const templatePath = path.join(dir, 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresServerUrl', '');
  project.provide('postgresTemplateName', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
