/**
 * Shared pieces of the benches: servers and load generators in processes of their own, bounded
 * runs, and one line per figure. Nothing here shares an event loop with a measured server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface LoadSettings {
  /** Seconds of measured load per target and round. */
  duration: number;
  connections: number;
  /** Seconds of unmeasured load first, so JIT warm-up and first queries do not count. */
  warmup: number;
  /** Rounds over all targets; each round starts at another target, so drift hits them all. */
  rounds: number;
}

export function loadSettingsFromEnv(env = process.env): LoadSettings {
  const number = (value: string | undefined, fallback: number, max: number) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, max) : fallback;
  };
  return {
    duration: number(env.BENCH_DURATION, 4, 60),
    connections: number(env.BENCH_CONNECTIONS, 50, 200),
    warmup: number(env.BENCH_WARMUP, 2, 10),
    rounds: number(env.BENCH_ROUNDS, 2, 5),
  };
}

export const root = join(import.meta.dirname, '..');

export interface LoadSpec {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** autocannon's request sequence, cycled per connection (the mixed soak). */
  requests?: { method: string; path: string; headers?: Record<string, string>; body?: string }[];
}

export interface LoadResult {
  requests: number;
  duration: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
}

/** Runs autocannon in a child process (bench/load-process.mjs) and answers its result. */
export function runLoad(spec: LoadSpec, settings: { connections: number; warmup: number; duration: number }): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'bench', 'load-process.mjs'), JSON.stringify({ ...spec, ...settings })], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load process exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()!) as LoadResult);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Several rounds' results of one target as one: total requests over total time, worst p99. */
export function combine(results: LoadResult[]): LoadResult {
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  const duration = results.reduce((sum, result) => sum + result.duration, 0);
  const statuses: Record<string, number> = {};
  for (const result of results) for (const [code, count] of Object.entries(result.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  return {
    requests,
    duration,
    requestsPerSecond: duration > 0 ? requests / duration : 0,
    p50Ms: results.map((result) => result.p50Ms).sort((a, b) => a - b)[Math.floor(results.length / 2)] ?? 0,
    p99Ms: Math.max(...results.map((result) => result.p99Ms)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    statuses,
  };
}

export interface ServerProcess {
  name: string;
  origin: string;
  pid: number;
  /** Milliseconds from spawn to the server saying where it listens. */
  startupMs: number;
  /** Resident set size now, and its peak so far (VmHWM), in MB. */
  rss(): { nowMb: number; peakMb: number };
  stop(): Promise<void>;
}

/**
 * Spawns a server that prints `… running at http://127.0.0.1:<port>` once it listens, and waits
 * for that line (the start-up time includes migrations and everything the entry does first).
 */

export function startServer(name: string, command: string[], env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(command[0]!, command.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      // Keep draining the pipes so a chatty server never blocks on a full one.
      child.stdout!.resume();
      resolve({
        name,
        origin: match[1]!,
        pid: child.pid!,
        startupMs: performance.now() - started,
        rss: () => {
          const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
          const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
          return { nowMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
        },
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.BENCH_VERBOSE === '1') process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before it listened:\n${output}`));
    });
  });
}

const pad = (value: string, width: number) => value.padStart(width);

/** One line per target: req/s, share of the baseline, p50/p99, errors and non-2xx, round trips. */
export function formatLine(label: string, result: LoadResult, baseline: LoadResult | undefined, roundTrips?: number): string {
  const trips = roundTrips === undefined ? '' : `   DB round trips/request ${roundTrips.toFixed(2)}`;
  const share = baseline ? `${pad(((result.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1), 5)} % of bare Hono` : '                  ';
  if (result.requests === 0) return `${label.padEnd(52)} no request completed within the run (each took longer than the run's ${result.duration} s)${trips}`;
  const codes = Object.entries(result.statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  return `${label.padEnd(52)} ${pad(result.requestsPerSecond.toFixed(0), 7)} req/s  ${share}   p50 ${pad(String(result.p50Ms), 4)} ms  p99 ${pad(String(result.p99Ms), 4)} ms   errors ${result.errors}  non-2xx ${result.non2xx}${trips}   [${codes}]`;
}
