/**
 * Global setup of the `workers` Vitest project (beside the sqld one): starts the test push service
 * on 127.0.0.1 in Node, so the workerd tests send real push requests to it and read back what it
 * verified and decrypted (push.workerd.test.ts).
 */
import type { TestProject } from 'vitest/node';
import { startTestPushService } from './test-push-service.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> where the test push service listens. */
    pushServiceUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const service = await startTestPushService();
  project.provide('pushServiceUrl', service.httpUrl);
  return () => service.close();
}
