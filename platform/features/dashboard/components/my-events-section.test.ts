import { describe, expect, it } from 'vitest';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import { splitByTime } from './my-events-section.tsx';

const event = (id: string, endsAt: string) => ({ id, endsAt }) as EventSummary;

describe('splitByTime', () => {
  it('keeps the server order and puts an event that is still going on among the upcoming ones', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const { upcoming, past } = splitByTime([event('running', '2026-11-21T13:00:00Z'), event('later', '2026-12-01T00:00:00Z'), event('over', '2026-11-20T00:00:00Z')], now);
    expect(upcoming.map((row) => row.id)).toEqual(['running', 'later']);
    expect(past.map((row) => row.id)).toEqual(['over']);
  });
});
