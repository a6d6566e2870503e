/**
 * The load generator, in its own process so it never shares an event loop with a server:
 * `node bench/load-process.mjs '<json>'` runs autocannon for the warm-up (discarded), then for
 * the measured duration, and prints the measured result as one JSON line.
 */
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2]);
// What every browser sends: a server that keeps its answers gzipped (the Node entry) may send them so.
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };
const requests = spec.requests?.map((request) => ({ ...request, headers: { ...browserHeaders, ...request.headers } }));
const base = { url: spec.url, connections: spec.connections, method: spec.method ?? 'GET', headers: { ...browserHeaders, ...spec.headers }, body: spec.body, requests };
if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(spec.url)) throw new Error(`Benches only load loopback servers; refusing ${spec.url}.`);
if (spec.warmup > 0) await autocannon({ ...base, duration: spec.warmup });
const result = await autocannon({ ...base, duration: spec.duration });
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    duration: result.duration,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  }) + '\n',
);
