// Writes src/contracts/operation-routes/, the zod-free table of each contract's method and path
// that the web app calls through (docs/decisions/0350-one-web-client-and-contract-routes.md).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { allOperations } from '../src/contracts/all-operations';
import { renderOperationRoutes } from '../src/contracts/operation-route';

const folder = new URL('../src/contracts/operation-routes/', import.meta.url);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder);
const files = renderOperationRoutes(allOperations);
for (const [name, text] of Object.entries(files)) writeFileSync(new URL(name, folder), text);
console.log(`wrote ${allOperations.length} routes to ${folder.pathname}`);
