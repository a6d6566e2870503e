import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore, toast } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps one toast: a new one replaces the previous', () => {
    toast({ title: 'First' });
    toast({ title: 'Birthday Added!', description: 'Your birthday has been added to the community.' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Birthday Added!', open: true, variant: 'default' });
  });

  it('marks a dismissed toast closed at once and removes it after 1000000 ms', () => {
    const id = toast({ title: 'Error', variant: 'destructive' });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(999_999);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
