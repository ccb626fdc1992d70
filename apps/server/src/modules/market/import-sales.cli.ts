/**
 * npm run import:sales -- FILE.csv: imports recorded sales (the column format of
 * sacramento-sales.csv) into the database that DATABASE_URL or DATA_DIR names, like the server.
 *
 * With the embedded database (DATA_DIR) only one process may open it. When `npm start` holds it,
 * the file goes through the running server as an admin (POST /api/market/sales/import) if
 * ADMIN_EMAIL and ADMIN_PASSWORD name an admin account; otherwise this says what to do and changes
 * nothing. Exit codes: 0 imported (rejected rows are listed), 1 unreadable file or bad header,
 * 2 database in use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SALES_UPLOAD_MAX_BYTES } from '@nestwise/shared';
import { ConfigError, loadConfig, type Config } from '../../config';
import { openDatabase } from '../../db/client';
import { DataDirLockedError } from '../../db/data-dir-lock';
import { migrateDatabase } from '../../db/migrate';
import { SalesCsvFormatError } from '../../lib/sales-csv';
import {
  importSalesCsv,
  type SalesImportProgress,
  type SalesImportReport,
} from './sales-import.service';

const REJECTIONS_SHOWN = 20;

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

const number = (value: number) => value.toLocaleString('en-US');

function printProgress(progress: SalesImportProgress) {
  const line = `… ${number(progress.rows)} rows: ${number(progress.inserted)} added, ${number(progress.duplicates)} already there, ${number(progress.rejectedCount)} rejected`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
  else console.log(line);
}

function printReport(file: string, report: SalesImportReport) {
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
  console.log(
    `Imported ${file}: ${number(report.rows)} rows, ${number(report.inserted)} added, ` +
      `${number(report.duplicates)} already there (skipped), ${number(report.rejectedCount)} rejected.`,
  );
  for (const rejection of report.rejected.slice(0, REJECTIONS_SHOWN)) {
    console.log(`  row ${rejection.row} (line ${rejection.line}): ${rejection.message}`);
  }
  if (report.rejectedCount > REJECTIONS_SHOWN) {
    console.log(`  … and ${number(report.rejectedCount - REJECTIONS_SHOWN)} more rejected row(s).`);
  }
}

/** Straight into the database (DATABASE_URL, or a DATA_DIR no other process holds). */
async function importDirectly(config: Config, file: string) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const size = fs.statSync(file).size;
    console.log(
      `Importing ${file} (${(size / 1024 / 1024).toFixed(1)} MB) into ${database.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'the Postgres server'}…`,
    );
    const report = await importSalesCsv(database.db, fs.createReadStream(file), {
      source: `import:${path.basename(file)}`,
      onProgress: printProgress,
    });
    printReport(file, report);
  } finally {
    await database.close();
  }
}

function serverUrl(config: Config) {
  if (process.env.NESTWISE_SERVER_URL) return process.env.NESTWISE_SERVER_URL.replace(/\/$/, '');
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

function lockedHelp(config: Config, locked: DataDirLockedError, reason: string) {
  return new CliError(
    [
      locked.message,
      reason,
      'Nothing was imported. Either:',
      '  • stop the server (Ctrl+C where `npm start` runs), run this command again, then start it again; or',
      '  • let this command go through the running server: set ADMIN_EMAIL and ADMIN_PASSWORD to an',
      '    admin account (the one the server was started with, or the demo admin) and run it again; or',
      '  • upload the file as an admin: POST /api/market/sales/import with the CSV as a text/csv body.',
    ].join('\n'),
    2,
  );
}

/** Through `npm start`'s server: sign in as the admin, post the file, print the server's report. */
async function importThroughServer(config: Config, file: string, locked: DataDirLockedError) {
  if (!config.admin) {
    throw lockedHelp(config, locked, 'It is probably the running server (npm start).');
  }
  const base = serverUrl(config);
  const size = fs.statSync(file).size;
  if (size > SALES_UPLOAD_MAX_BYTES) {
    throw lockedHelp(
      config,
      locked,
      `The file is ${(size / 1024 / 1024).toFixed(1)} MB, more than the server takes in one upload (${SALES_UPLOAD_MAX_BYTES / 1024 / 1024} MB): stop the server to import it directly.`,
    );
  }
  let signIn: Response;
  try {
    signIn = await fetch(
      `${base}/identity/v1/accounts:signInWithPassword?key=${encodeURIComponent(config.identityApiKey)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: config.admin.email,
          password: config.admin.password,
          returnSecureToken: true,
        }),
      },
    );
  } catch {
    throw lockedHelp(
      config,
      locked,
      `No server answers at ${base} (set PORT or NESTWISE_SERVER_URL).`,
    );
  }
  if (!signIn.ok) {
    throw new CliError(
      `The running server at ${base} refused ADMIN_EMAIL / ADMIN_PASSWORD (${signIn.status}). Nothing was imported.`,
      2,
    );
  }
  const { idToken } = (await signIn.json()) as { idToken: string };
  console.log(`The embedded database is in use by the running server: importing through ${base}…`);
  const response = await fetch(`${base}/api/market/sales/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${idToken}` },
    body: fs.readFileSync(file),
  });
  const body = (await response.json().catch(() => ({}))) as SalesImportReport & {
    error?: { message?: string };
  };
  if (!response.ok) {
    const message = body.error?.message ?? response.statusText;
    throw new CliError(
      `The server refused the import (${response.status}): ${message}`,
      response.status === 400 ? 1 : 2,
    );
  }
  printReport(file, body);
}

async function main(argv: string[]) {
  const fileArgument = argv.find((arg) => !arg.startsWith('-'));
  if (!fileArgument || argv.includes('--help') || argv.includes('-h')) {
    throw new CliError('Usage: npm run import:sales -- FILE.csv', fileArgument ? 0 : 1);
  }
  // `npm run` starts scripts at the repository root; the file is named from where it was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new CliError(`No such file: ${file}`, 1);
  }
  const config = loadConfig();
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    await importDirectly(config, file);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await importThroughServer(config, file, error);
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (process.stdout.isTTY) process.stdout.write('\n');
    if (error instanceof CliError) {
      (error.exitCode === 0 ? console.log : console.error)(error.message);
      process.exit(error.exitCode);
    }
    if (error instanceof ConfigError || error instanceof SalesCsvFormatError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);
