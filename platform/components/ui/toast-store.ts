import { create } from 'zustand';
import { TOAST_REMOVE_DELAY_MS } from '#core/constants.ts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  show: (toast: { title: string; description?: string; variant?: ToastVariant }) => number;
  dismiss: (id?: number) => void;
  remove: (id: number) => void;
}

/** At most one toast is visible; a new one replaces the previous. */
const TOAST_LIMIT = 1;
let nextId = 1;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: ({ title, description, variant = 'default' }) => {
    const id = nextId++;
    set((state) => ({ toasts: [{ id, title, description, variant, open: true }, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => {
    // A dismissed toast is marked closed at once and only dropped from memory much later (spec).
    for (const toast of get().toasts) {
      if (id !== undefined && toast.id !== id) continue;
      if (removalTimers.has(toast.id)) continue;
      removalTimers.set(
        toast.id,
        setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY_MS),
      );
    }
    set((state) => ({
      toasts: state.toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)),
    }));
  },
  remove: (id) => {
    const timer = removalTimers.get(id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  return useToastStore.getState().show(input);
}
