import { cpus, loadavg } from 'node:os';
import { runApiLoad } from './api-load.ts';

/** `npm run bench`: runs each benchmark, printing JSON and a one-line summary per figure. */
const apiLoad = await runApiLoad();
// Other work on the machine skews the tails: the load average says how busy it was.
const loadAverage = loadavg().map((n) => Number(n.toFixed(2)));
console.log(JSON.stringify({ loadAverage, cpus: cpus().length, apiLoad }, null, 2));
for (const call of apiLoad.calls) {
  console.log(
    `${call.name}: ${call.requestsPerSecond} req/s (×${call.ratio} of baseline ${apiLoad.baseline.requestsPerSecond} req/s), p50 ${call.p50Ms} ms, p99 ${call.p99Ms} ms`,
  );
}
for (const figure of apiLoad.latency) {
  console.log(
    `${figure.name}, ${figure.connections} connection(s): p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms, ${figure.requestsPerSecond} req/s${figure.non2xx ? `, ${figure.non2xx} non-2xx` : ''}`,
  );
}
