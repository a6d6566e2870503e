import type { Context } from 'hono';
import type { AppBindings } from '../deps.ts';

/**
 * Work that must not hold up (or shape the timing of) the answer: it starts after the response is
 * on its way. On Workers the runtime is asked to keep the isolate alive for it (waitUntil); on Node
 * the process runs on anyway. Failures are logged, never shown to the client who did not wait.
 */
export function runAfterResponse(c: Context<AppBindings>, description: string, work: () => Promise<unknown>): void {
  const task = new Promise((resolve) => setTimeout(resolve, 0)).then(work).then(
    () => undefined,
    (error: unknown) => console.error(`${description} failed:`, error),
  );
  const keepAlive = c.get('deps').waitUntil ?? executionContextWaitUntil(c);
  keepAlive?.(task);
}

function executionContextWaitUntil(c: Context): ((task: Promise<unknown>) => void) | undefined {
  try {
    const context = c.executionCtx;
    return (task) => context.waitUntil(task);
  } catch {
    // Node has no execution context: nothing ends the process when the response is sent.
    return undefined;
  }
}
