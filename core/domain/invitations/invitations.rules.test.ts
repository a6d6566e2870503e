import { describe, expect, it } from 'vitest';
import { invitationMessage, nextDeliveryStatus, photoRequestMessage, retryDelayMs, smsKeyword } from './invitations.rules.ts';
import { sendBlastInputSchema, sendInvitationsInputSchema, sendPhotoRequestInputSchema } from './invitations.schema.ts';

describe('smsKeyword', () => {
  it.each([
    ['STOP', 'opt_out'],
    [' stop ', 'opt_out'],
    ['Unsubscribe.', 'opt_out'],
    ['quit', 'opt_out'],
    ['START', 'opt_in'],
    ['unstop', 'opt_in'],
    ['yes', 'opt_in'],
    ['stop texting me about the cake', null],
    ['Can I bring my dog?', null],
    ['', null],
  ])('%j → %s', (body, expected) => {
    expect(smsKeyword(body)).toBe(expected);
  });
});

describe('nextDeliveryStatus', () => {
  it('moves forward and never back', () => {
    expect(nextDeliveryStatus('sent', 'delivered')).toBe('delivered');
    expect(nextDeliveryStatus('sent', 'undelivered')).toBe('undelivered');
    expect(nextDeliveryStatus('delivered', 'sent')).toBeNull();
    expect(nextDeliveryStatus('sent', 'queued')).toBeNull();
    expect(nextDeliveryStatus('sending', 'sent')).toBe('sent');
    expect(nextDeliveryStatus('skipped', 'delivered')).toBeNull();
    expect(nextDeliveryStatus('sent', 'canceled')).toBe('failed');
  });
});

it('retries after 1 minute, then 5 minutes', () => {
  expect(retryDelayMs(1)).toBe(60_000);
  expect(retryDelayMs(2)).toBe(300_000);
});

it('an invitation names the host, the party, the time and the personal link', () => {
  const message = invitationMessage({ title: 'Mia turns 7', hostName: 'Hana', celebrantName: 'Mia', when: 'Sat, Dec 5, 2026, 2:00 PM EST', location: null }, 'Bo', 'https://x.test/e/mia?g=t');
  expect(message.subject).toBe("You're invited: Mia turns 7");
  expect(message.email).toContain('Hana invites you to Mia turns 7 (celebrating Mia).');
  expect(message.email).not.toContain('Where:');
  expect(message.sms).toBe('Hana invites you to Mia turns 7, Sat, Dec 5, 2026, 2:00 PM EST. RSVP: https://x.test/e/mia?g=t Reply STOP to opt out.');
});

describe('photoRequestMessage', () => {
  const party = { title: 'Mia turns 7', hostName: 'Hana', celebrantName: 'Mia', when: 'Sat, Dec 5, 2026, 2:00 PM EST', location: '12 Oak Street' };
  const link = 'https://x.test/u/tok%2Ben';

  it('asks for photos with the personal upload link, by email and in a short text', () => {
    const message = photoRequestMessage(party, 'Bo', link);
    expect(message.subject).toBe('Share your photos from Mia turns 7');
    expect(message.email).toContain('Hi Bo,');
    expect(message.email).toContain('Hana is collecting photos and videos from Mia turns 7 (celebrating Mia) in a private album.');
    expect(message.email).toContain(`\n${link}\n`);
    expect(message.email).toContain('please don’t share it');
    expect(message.sms).toBe(`Share your photos from Mia turns 7: ${link} Reply STOP to opt out.`);
  });

  it('adds the host’s note, signed, and keeps the text on one line', () => {
    const message = photoRequestMessage(party, 'Bo', link, '  Thanks for coming!\nThe cake ones please.  ');
    expect(message.email).toContain('Thanks for coming!\nThe cake ones please.\n— Hana');
    expect(message.sms).toBe(`Share your photos from Mia turns 7: ${link} Hana: Thanks for coming! The cake ones please. Reply STOP to opt out.`);
    expect(photoRequestMessage(party, 'Bo', link, '   ').sms).toBe(photoRequestMessage(party, 'Bo', link).sms);
  });
});

describe('input schemas', () => {
  it('accepts the documented shapes and trims the blast message', () => {
    expect(sendInvitationsInputSchema.parse({ guestIds: 'all_not_invited', channels: ['sms', 'email'] }).channels).toEqual(['sms', 'email']);
    expect(sendBlastInputSchema.parse({ statuses: ['no_reply'], channels: ['email'], message: ' Hi ' }).message).toBe('Hi');
  });

  it('a photo request: channels, "going" or a list of ids, and an optional short note', () => {
    expect(sendPhotoRequestInputSchema.parse({ channels: ['sms'], guestIds: 'going' })).toEqual({ channels: ['sms'], guestIds: 'going' });
    expect(sendPhotoRequestInputSchema.parse({ channels: ['email'], guestIds: ['g1'], note: ' Thanks! ' }).note).toBe('Thanks!');
    const problem = (body: unknown) => sendPhotoRequestInputSchema.safeParse(body).error?.issues[0]?.message;
    expect(problem({ channels: [], guestIds: 'going' })).toBe('Choose email, text message or both');
    expect(problem({ channels: ['email'], guestIds: 'everyone' })).toBe('guestIds must be a list of guest ids or "going"');
    expect(problem({ channels: ['email'], guestIds: [] })).toBe('Choose at least one guest to ask');
    expect(problem({ channels: ['email'], guestIds: 'going', note: 'x'.repeat(301) })).toBe('The note must be at most 300 characters long');
  });
});
