import { describe, expect, it } from 'vitest';
import { createEventInputSchema } from '../../../../core/domain/events/event.schema.ts';
import { emptyEventForm, eventInputFrom, timeZoneOptions } from './event-form.tsx';

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
});
