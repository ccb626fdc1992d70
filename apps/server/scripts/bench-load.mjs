/**
 * The load generator of `npm run bench:search`, in its own process: autocannon's own work
 * (opening requests, parsing answers, its histograms) would otherwise share the server's event
 * loop and inflate every latency the bench reports. The parent sends `{url, connections,
 * duration, title}` and receives autocannon's result.
 */
import autocannon from 'autocannon';

process.once('message', (options) => {
  autocannon(options, (error, result) => {
    const answer = error ? { error: String(error) } : { result };
    process.send(answer, () => process.exit(0));
  });
});
