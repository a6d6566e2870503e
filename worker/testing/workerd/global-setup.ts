/**
 * Global setup of the `workers` Vitest project. Runs in Node, once per run: starts a real libSQL
 * server (sqld) on a free 127.0.0.1 port with a throw-away database folder, applies the embedded
 * migrations to it and hands its URL to the workerd tests (as the DATABASE_URL binding, see
 * vitest.config.ts). The database is shared by every test file of the run: tests use unique emails.
 */
import type { TestProject } from 'vitest/node';
import { startSqldServer } from '../sqld-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the run's sqld. */
    sqldUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { url, stop } = await startSqldServer();
  project.provide('sqldUrl', url);
  return stop;
}
