// Writes src/contracts/operation-routes.ts, the zod-free table of each contract's method and path
// that the web app calls through (docs/decisions/0350-one-web-client-and-contract-routes.md).
import { writeFileSync } from 'node:fs';
import { allOperations } from '../src/contracts/all-operations';
import { renderOperationRoutes } from '../src/contracts/operation-route';

const target = new URL('../src/contracts/operation-routes.ts', import.meta.url);
writeFileSync(target, renderOperationRoutes(allOperations));
console.log(`wrote ${allOperations.length} routes to ${target.pathname}`);
