// A valuation fit off the request thread. It loads the TypeScript fit through tsx's API, so it runs
// the same under `npm start` (node --import tsx), vitest and the bench scripts.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runFitJob } = await import('./fit-job.ts');
await runFitJob(workerData, (message) => parentPort.postMessage(message));
