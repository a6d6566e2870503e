/**
 * Shared pieces of the benches: bounded load against loopback servers and one line per result.
 * Every run is bounded (duration, connections) so a bench cannot hog this 2-core machine.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';

export interface LoadSettings {
  /** Seconds of measured load per target. */
  duration: number;
  connections: number;
  /** Seconds of unmeasured load first, so JIT warm-up and first queries do not count. */
  warmup: number;
}

export function loadSettingsFromEnv(env = process.env): LoadSettings {
  const number = (value: string | undefined, fallback: number, max: number) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, max) : fallback;
  };
  return {
    duration: number(env.BENCH_DURATION, 5, 60),
    connections: number(env.BENCH_CONNECTIONS, 10, 100),
    warmup: number(env.BENCH_WARMUP, 1, 10),
  };
}

export interface LoadResult {
  label: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measure(label: string, url: string, settings: LoadSettings): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`Benches only load loopback servers; refusing ${url}.`);
  await autocannon({ url, connections: settings.connections, duration: settings.warmup });
  const result = await autocannon({ url, connections: settings.connections, duration: settings.duration });
  return {
    label,
    url,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves a fetch handler on a free loopback port (port 0 lets the OS pick). */
export async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<RunningServer> {
  return new Promise((resolveServer) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolveServer({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

export function formatResult(result: LoadResult): string {
  const problems = result.errors + result.non2xx > 0 ? `  (${result.errors} errors, ${result.non2xx} non-2xx)` : '';
  return `${result.label.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(result.p50Ms).padStart(4)} ms   p99 ${String(result.p99Ms).padStart(4)} ms${problems}`;
}
