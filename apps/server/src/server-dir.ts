import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this file: src/server-dir.ts from source, dist/main.js once built (the
 * build bundles every module into that one file, whose import.meta.url is then the same for all
 * of them). Both sit one level below apps/server, so files outside the code (the bundled sales,
 * package.json, the web build) are found the same way from source and from the built server.
 */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
