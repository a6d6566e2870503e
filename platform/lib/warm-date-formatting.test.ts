import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmDateFormattingOffMainThread } from './warm-date-formatting.ts';

/** A Worker stand-in that records what the module does with it. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static refuse = false;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options?: WorkerOptions,
  ) {
    super();
    if (FakeWorker.refuse) throw new Error('Workers are disabled here');
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeWorker.made = [];
  FakeWorker.refuse = false;
});

function watchMainThreadFormatting() {
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  return () => made.mock.calls.length;
}

describe('warmDateFormattingOffMainThread', () => {
  it('starts the worker script beside this file and ends it once it has formatted a date, formatting nothing itself', () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const formatted = watchMainThreadFormatting();
    warmDateFormattingOffMainThread();
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/warm-date-formatting\.worker\.ts$/);
    expect(worker?.options).toBeUndefined();
    expect(worker?.terminated).toBe(false);
    worker!.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(worker?.terminated).toBe(true);
    vi.runAllTimers();
    expect(formatted()).toBe(0);
  });

  it('pays the cost on the main thread, in a task of its own, when the worker fails to load', () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const formatted = watchMainThreadFormatting();
    warmDateFormattingOffMainThread();
    FakeWorker.made[0]!.dispatchEvent(new Event('error'));
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(formatted()).toBe(0);
    vi.runAllTimers();
    expect(formatted()).toBe(1);
  });

  it('falls back the same way without workers, or when making one throws', () => {
    vi.useFakeTimers();
    const formatted = watchMainThreadFormatting();
    vi.stubGlobal('Worker', undefined);
    warmDateFormattingOffMainThread();
    vi.runAllTimers();
    expect(formatted()).toBe(1);

    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.refuse = true;
    warmDateFormattingOffMainThread();
    vi.runAllTimers();
    expect(formatted()).toBe(2);
  });
});
