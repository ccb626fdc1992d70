/** Where the guards report; the app's pino logger fits. */
export interface GuardLog {
  error(details: object, message: string): void;
}

/**
 * Keeps a serving process up when an error escapes a request: logged, not fatal.
 *
 * Node's default is to exit on an uncaught exception or an unhandled rejection. This server is
 * started with `npm start` and often has no supervisor to restart it, so one request that trips a
 * bug (typically a stream of that request emitting 'error' with no listener) would take the whole
 * site down for everyone. Carrying on is safe here because the process keeps no shared state that
 * such an error can leave half-changed: every write goes through a database transaction, which
 * rolls back when its request fails, and everything else is per request. So the error is logged
 * with its stack (to be fixed: each one is a bug) and the server keeps serving.
 *
 * Only installed once the server is listening: a failure during start-up still exits non-zero.
 * /api/health asks the database on each call, so a supervisor that probes it still sees a process
 * that stopped working for real.
 */
export function guardProcess(log: GuardLog): () => void {
  const onException = (error: Error, origin: string) => {
    log.error({ err: error, origin }, 'uncaught exception; the server keeps serving');
  };
  const onRejection = (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection; the server keeps serving');
  };
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
