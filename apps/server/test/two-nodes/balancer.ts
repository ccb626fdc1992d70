import http from 'node:http';

interface Node {
  url: string;
}

export interface LoadReport {
  completed: number;
  non2xx: number;
  /** Requests lost, by the node they were sent to. */
  failedOn: number[];
  /** Lost requests sent after the killed node had died (refused connections go elsewhere). */
  failedAfterDeath: number;
  completedAfterDeath: number;
}

type Outcome = { status: number } | { error: NodeJS.ErrnoException };

/** One GET on a fresh connection (no keep-alive), as a balancer's health-checked pool sends it. */
function get(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error) => resolve({ error }));
    });
    request.on('error', (error) => resolve({ error }));
  });
}

/**
 * `concurrency` clients sending GET `path` for `durationMs` through a round-robin balancer over
 * `nodes`; `kill` runs after `killAfterMs`. Like a real balancer it sends a request whose
 * connection was refused to the next node (nothing reached the dead one); a request the dead node
 * had already accepted is lost, as it would be in production.
 */
export async function loadThroughBalancer(
  nodes: Node[],
  options: {
    path: string;
    concurrency: number;
    durationMs: number;
    killAfterMs: number;
    /** Kills a node; resolves once its process has ended. */
    kill: () => Promise<unknown>;
  },
): Promise<LoadReport> {
  const report: LoadReport = {
    completed: 0,
    non2xx: 0,
    failedOn: nodes.map(() => 0),
    failedAfterDeath: 0,
    completedAfterDeath: 0,
  };
  const start = Date.now();
  // Between the signal and the process's end the node still takes connections, then resets
  // them: those requests were in flight when it died.
  let diedAt = Infinity;
  const killer = setTimeout(() => {
    void options.kill().then(() => (diedAt = Date.now()));
  }, options.killAfterMs);
  let next = 0;
  const client = async () => {
    while (Date.now() - start < options.durationMs) {
      const sentAt = Date.now();
      let outcome: Outcome | undefined;
      const first = next++;
      let target = 0;
      for (let tries = 0; tries < nodes.length; tries += 1) {
        target = (first + tries) % nodes.length;
        outcome = await get(`${nodes[target]!.url}${options.path}`);
        if (!('error' in outcome) || outcome.error.code !== 'ECONNREFUSED') break;
      }
      if (outcome && 'status' in outcome) {
        report.completed += 1;
        if (sentAt > diedAt) report.completedAfterDeath += 1;
        if (outcome.status < 200 || outcome.status >= 300) report.non2xx += 1;
      } else {
        report.failedOn[target] = (report.failedOn[target] ?? 0) + 1;
        if (sentAt > diedAt) report.failedAfterDeath += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  clearTimeout(killer);
  return report;
}
