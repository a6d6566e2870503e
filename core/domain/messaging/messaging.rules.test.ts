import { describe, expect, it } from 'vitest';
import { invitationMessage, nextDeliveryStatus, retryDelayMs, smsKeyword } from './messaging.rules.ts';
import { sendBlastInputSchema, sendInvitationsInputSchema } from './messaging.schema.ts';

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

describe('input schemas', () => {
  it('accepts the documented shapes and trims the blast message', () => {
    expect(sendInvitationsInputSchema.parse({ guestIds: 'all_not_invited', channels: ['sms', 'email'] }).channels).toEqual(['sms', 'email']);
    expect(sendBlastInputSchema.parse({ statuses: ['no_reply'], channels: ['email'], message: ' Hi ' }).message).toBe('Hi');
  });
});
