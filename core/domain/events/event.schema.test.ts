import { describe, expect, it } from 'vitest';
import { createEventInputSchema, updateEventInputSchema } from './event.schema.ts';
import { addGuestInputSchema, addGuestInputSchemaFor, openRsvpInputSchema, openRsvpInputSchemaFor, rsvpInputSchema } from './guest.schema.ts';

const valid = { title: "Maya's 7th", timeZone: 'America/Chicago', startsAt: '2026-12-05T14:00', endsAt: '2026-12-05T17:00' };
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('createEventInputSchema', () => {
  it('accepts a minimal event and fills defaults', () => {
    expect(createEventInputSchema.parse(valid)).toMatchObject({ plusOnesAllowed: 0, guestListVisibility: 'everyone', inviteOnly: false, remindersEnabled: true });
  });

  it.each([
    [{ ...valid, endsAt: '2026-12-05T13:00' }, 'The party must end after it starts'],
    [{ ...valid, timeZone: 'Mars/Base' }, 'Unknown time zone: choose one from the list (for example America/New_York)'],
    [{ ...valid, startsAt: '2026-02-30T10:00' }, 'Start must be a real date and time (YYYY-MM-DDTHH:mm)'],
    [{ ...valid, rsvpDeadline: '2026-12-06T10:00' }, 'The RSVP deadline must be before the party starts'],
    [{ ...valid, title: ' ' }, 'Title is required'],
    [{ ...valid, plusOnesAllowed: 11 }, 'Plus-ones must be a whole number from 0 to 10'],
    [{ ...valid, capacity: 0 }, 'Capacity must be a whole number from 1 to 5000'],
    [{ ...valid, coverImageUrl: 'javascript:alert(1)' }, 'Cover image must be a web address starting with https://'],
    [{ ...valid, coverImageUrl: 'http://img.example/cake.jpg' }, 'Cover image must be a web address starting with https://'],
    [{ ...valid, coverImageUploadId: '../../etc/passwd' }, 'The cover photo is not an upload: choose the photo again'],
    [{ ...valid, coverImageUploadId: 'a'.repeat(32), coverImageUrl: 'https://img.example/cake.jpg' }, 'Send either an uploaded cover photo or a cover image address, not both'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(firstMessage(createEventInputSchema.safeParse(input))).toBe(message);
  });

  it('fills no defaults into an edit', () => {
    expect(updateEventInputSchema.parse({ title: 'New title' })).toEqual({ title: 'New title' });
  });

  it('refuses unknown fields', () => {
    expect(createEventInputSchema.safeParse({ ...valid, hostId: 'someone-else' }).success).toBe(false);
  });
});

describe('guest and RSVP schemas', () => {
  it('normalises phones and checks emails', () => {
    expect(addGuestInputSchema.parse({ name: 'Ann', phone: '+1 (512) 555-0142' }).phone).toBe('+15125550142');
    expect(addGuestInputSchema.parse({ name: 'Ann', phone: '+1 (512) 555-0142 ext. 12' }).phone).toBe('+15125550142;ext=12');
    expect(firstMessage(addGuestInputSchema.safeParse({ name: 'Ann', phone: '123' }))).toBe('Please enter a phone number with its country code, like +1 512 555 0142');
    // Without an event's country a national number cannot be read; with one it is.
    expect(firstMessage(addGuestInputSchema.safeParse({ name: 'Ann', phone: '06 12 34 56 78' }))).toBe('Please enter a phone number with its country code, like +1 512 555 0142');
    expect(addGuestInputSchemaFor('FR').parse({ name: 'Ann', phone: '06 12 34 56 78' }).phone).toBe('+33612345678');
    expect(firstMessage(addGuestInputSchemaFor('US').safeParse({ name: 'Ann', phone: '06 12 34 56 78' }))).toBe('Please enter a valid phone number in the United States, or add its country code');
    expect(openRsvpInputSchemaFor('GB').parse({ response: 'going', name: 'Vi', phone: '020 7946 0958' }).phone).toBe('+442079460958');
    expect(firstMessage(addGuestInputSchema.safeParse({ name: 'Ann', email: 'nope' }))).toBe('Please enter a valid email address');
  });

  it('checks RSVP answers', () => {
    expect(rsvpInputSchema.parse({ response: 'going' })).toMatchObject({ partySize: 1, plusOneNames: [] });
    expect(rsvpInputSchema.safeParse({ response: 'yes' }).success).toBe(false);
    expect(firstMessage(openRsvpInputSchema.safeParse({ response: 'going', name: 'Visitor' }))).toBe('Please give an email address or a phone number');
  });
});
