import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The real Node entry (worker/entry.node.ts) in a process of its own, as `npm start` runs it. */
export type RunningEntry = {
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves with its exit code; kill it with `process.kill('SIGKILL')` for a crash. */
  exited: Promise<number | null>;
};

/**
 * Starts the entry on `env` (merged over this process's environment, without NODE_ENV and
 * ENVIRONMENT unless given) and resolves once it listens, with its origin; rejects with what it
 * printed if it exits first.
 */
export function startEntry(env: Record<string, string>): { entry: RunningEntry; origin: Promise<string> } {
  const { NODE_ENV: _node, ENVIRONMENT: _environment, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'worker', 'entry.node.ts')], {
    cwd: root,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', SCHEDULER_INTERVAL_MS: '3600000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const origin = new Promise<string>((resolveOrigin, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolveOrigin(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`the entry exited with ${code}:\n${output}`)));
  });
  return { entry: { process: child, output: () => output, exited }, origin };
}
