import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './blog-format.ts';

describe('the editor’s publication time', () => {
  it('round-trips between an ISO instant and the datetime-local field in the browser’s zone', () => {
    const iso = '2026-12-05T14:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
    expect(toLocalInput(null)).toBe('');
  });

  it('gives null for an empty or impossible value, so the form asks for a time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30Tnope')).toBeNull();
  });
});
