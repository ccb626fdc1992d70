// The fit worker of the built server (apps/server/scripts/build.mjs bundles this into
// dist/fit-worker.mjs, next to dist/main.js, where model-store.ts's './fit-worker.mjs' points
// once built). From source, fit-worker.mjs loads fit-job.ts through tsx instead.
import { parentPort, workerData } from 'node:worker_threads';
import { runFitJob, type FitJob } from './fit-job';

await runFitJob(workerData as FitJob, (message) => parentPort!.postMessage(message));
