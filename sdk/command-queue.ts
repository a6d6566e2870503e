/**
 * The `Cakeday(...)` command queue. Host pages may call `Cakeday('mount', …)` before the async
 * script has arrived, through the usual one-line stub:
 *
 *   window.Cakeday = window.Cakeday || function () { (Cakeday.q = Cakeday.q || []).push(arguments) };
 *
 * The loader takes over those calls in order, keeps new ones until the runtime is ready and then
 * hands every call to the runtime. Kept DOM-free so it is tested in Node and stays tiny.
 */

export type CakedayCall = unknown[];

/** Commands the runtime understands; the loader only needs to know which ones require it. */
export const runtimeCommands = ['mount', 'scan', 'unmount'] as const;

/** An array or an `arguments` object; strings have a length too but are never a call list. */
function isListLike(value: unknown): value is ArrayLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as ArrayLike<unknown>).length === 'number';
}

/** Calls the stub collected before the loader ran, as plain arrays (the stub stores `arguments`). */
export function readStubQueue(stub: unknown): CakedayCall[] {
  if (typeof stub !== 'function' && (typeof stub !== 'object' || stub === null)) return [];
  const queue = (stub as { q?: unknown }).q;
  if (!isListLike(queue)) return [];
  return Array.from(queue, (call) => (isListLike(call) ? Array.from(call) : [call]));
}

/** Whether a call is worth downloading the runtime for (an `unmount` before any mount is not). */
export function callNeedsRuntime(call: CakedayCall): boolean {
  return call[0] === 'mount' || call[0] === 'scan';
}

export interface CommandQueue {
  /** Queues the call, or runs it at once when the runtime is attached. */
  push(call: CakedayCall): void;
  /** Runs every waiting call in order, then every later call directly. */
  attach(handler: (call: CakedayCall) => void): void;
  readonly size: number;
}

export function createCommandQueue(initial: CakedayCall[] = [], onError: (error: unknown) => void = () => {}): CommandQueue {
  let waiting = initial.slice();
  let handler: ((call: CakedayCall) => void) | undefined;
  // One bad call (a typo in a host page) must not stop the calls after it.
  const run = (call: CakedayCall) => {
    try {
      handler!(call);
    } catch (error) {
      onError(error);
    }
  };
  return {
    push(call) {
      if (handler) run(call);
      else waiting.push(call);
    },
    attach(next) {
      handler = next;
      const calls = waiting;
      waiting = [];
      for (const call of calls) run(call);
    },
    get size() {
      return waiting.length;
    },
  };
}
