import { runApiLoad } from './api-load.ts';

/** `npm run bench`: runs each benchmark, printing JSON and a one-line summary per figure. */
const apiLoad = await runApiLoad();
console.log(JSON.stringify({ apiLoad }, null, 2));
for (const call of apiLoad.calls) {
  console.log(
    `${call.name}: ${call.requestsPerSecond} req/s (×${call.ratio} of baseline ${apiLoad.baseline.requestsPerSecond} req/s), p50 ${call.p50Ms} ms, p99 ${call.p99Ms} ms`,
  );
}
