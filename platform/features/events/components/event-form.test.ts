import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventInputSchema } from '#core/domain/events/event.schema.ts';
import { emptyEventForm, eventInputFrom } from './event-form.tsx';
import { browserTimeZone, timeZoneOptions } from '#platform/lib/time-zones.ts';

describe('event form → API body', () => {
  const filled = { ...emptyEventForm('America/New_York'), title: 'Maya turns 7', startsAt: '2027-03-06T14:00', endsAt: '2027-03-06T17:00' };

  it('gives a body the server schema accepts, with empty optional numbers as null and seconds dropped', () => {
    const body = eventInputFrom({ ...filled, startsAt: '2027-03-06T14:00:30', celebrantAge: '', capacity: ' ' });
    expect(body).toMatchObject({ startsAt: '2027-03-06T14:00', celebrantAge: null, capacity: null, coverImageUrl: null, rsvpDeadline: null, plusOnesAllowed: 0 });
    expect(createEventInputSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the server’s messages for bad input: end before start, unknown zone, age that is not a number', () => {
    const messages = (values: typeof filled) => {
      const result = createEventInputSchema.safeParse(eventInputFrom(values));
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...filled, endsAt: '2027-03-06T13:00' })).toContain('The party must end after it starts');
    expect(messages({ ...filled, timeZone: 'Mars/Olympus' })[0]).toMatch(/^Unknown time zone/);
    expect(messages({ ...filled, celebrantAge: 'seven' })).toContain('Age to turn must be a whole number from 1 to 150');
  });

  it('sends cleared text as "" so an edit can clear it', () => {
    expect(eventInputFrom({ ...filled, description: '' }).description).toBe('');
  });

  it('always offers the current zone and UTC', () => {
    const zones = timeZoneOptions('Etc/GMT+5');
    expect(zones).toContain('Etc/GMT+5');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
  });

  it('sends a new cover upload by its id, a removed cover as null, and leaves an untouched cover out', () => {
    const id = 'a'.repeat(32);
    const uploaded = eventInputFrom({ ...filled, coverImageUrl: `/media/images/${id}/medium.webp`, coverImageUploadId: id });
    expect(uploaded).toMatchObject({ coverImageUploadId: id });
    expect(uploaded).not.toHaveProperty('coverImageUrl');
    expect(createEventInputSchema.safeParse(uploaded).success).toBe(true);
    expect(eventInputFrom({ ...filled, coverImageUrl: '' })).toMatchObject({ coverImageUrl: null });
    const kept = eventInputFrom({ ...filled, coverImageUrl: '/media/images/b/medium.webp' });
    expect(kept).not.toHaveProperty('coverImageUrl');
    expect(kept).not.toHaveProperty('coverImageUploadId');
    expect(createEventInputSchema.safeParse(kept).success).toBe(true);
  });
});

describe('a new event’s time zone', () => {
  afterEach(() => vi.restoreAllMocks());
  const browserSays = (timeZone: string) => vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions);

  it('is the browser’s own zone', () => {
    browserSays('Asia/Kolkata');
    expect(browserTimeZone()).toBe('Asia/Kolkata');
    expect(emptyEventForm().timeZone).toBe('Asia/Kolkata');
  });

  it('is UTC when the browser names no zone, or one the API would refuse', () => {
    browserSays('');
    expect(browserTimeZone()).toBe('UTC');
    browserSays('Mars/Olympus');
    expect(browserTimeZone()).toBe('UTC');
  });
});
