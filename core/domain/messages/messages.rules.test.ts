import { describe, expect, it } from 'vitest';
import { decideStart, type ResolvedContext } from './contexts.rules.ts';
import { startConversationInputSchema } from './messages.schema.ts';
import {
  avatarLetter,
  canonicalPair,
  countUnread,
  decodeCursor,
  EDIT_WINDOW_MS,
  editRefusal,
  editWindowClosesAt,
  encodeCursor,
  firstLine,
  NEW_ACCOUNT_AGE_MS,
  nextReadMark,
  rateLimitsFor,
  seenMessageId,
} from './messages.rules.ts';

describe('edit window', () => {
  const message = { authorId: 'ann', createdAt: 1_000, deletedAt: null };
  it('lets the author edit for 15 minutes, nobody else, never a deleted message', () => {
    expect(editRefusal(message, 'ann', 1_000 + EDIT_WINDOW_MS)).toBeNull();
    expect(editRefusal(message, 'ann', 1_001 + EDIT_WINDOW_MS)).toBe('too_late');
    expect(editRefusal(message, 'ann', editWindowClosesAt(message) - 1)).toBeNull();
    expect(editRefusal(message, 'ann', editWindowClosesAt(message))).toBe('too_late');
    expect(editRefusal(message, 'bob', 1_000)).toBe('not_author');
    expect(editRefusal({ ...message, deletedAt: 2_000 }, 'ann', 2_000)).toBe('deleted');
  });
});

describe('unread and seen', () => {
  const thread = [
    { id: 1, authorId: 'ann', deletedAt: null },
    { id: 2, authorId: 'bob', deletedAt: null },
    { id: 3, authorId: 'ann', deletedAt: null },
    { id: 4, authorId: 'ann', deletedAt: 9 },
    { id: 5, authorId: 'ann', deletedAt: null },
  ];
  it('counts the other member’s messages after the read mark, not deleted ones', () => {
    expect(countUnread(thread, 'bob', 0)).toBe(3);
    expect(countUnread(thread, 'bob', 3)).toBe(1);
    expect(countUnread(thread, 'ann', 0)).toBe(1);
    expect(countUnread(thread, 'ann', 2)).toBe(0);
  });
  it('moves the read mark forward only, and not past the newest message', () => {
    expect(nextReadMark(3, 2, 5)).toBe(3);
    expect(nextReadMark(3, 5, 5)).toBe(5);
    expect(nextReadMark(3, 99, 5)).toBe(5);
  });
  it('puts "Seen" on the writer’s newest message the other member read', () => {
    expect(seenMessageId(thread, 'ann', 0)).toBeNull();
    expect(seenMessageId(thread, 'ann', 4)).toBe(4);
    expect(seenMessageId(thread, 'ann', 3)).toBe(3);
    expect(seenMessageId(thread, 'bob', 5)).toBe(2);
  });
});

describe('who may start', () => {
  const party: ResolvedContext = {
    parties: [
      { userId: 'host', role: 'host' },
      { userId: 'cohost', role: 'host' },
      { userId: 'gus', role: 'guest' },
    ],
    closedReason: null,
  };
  it('host ↔ guest both ways; the host is the guest’s default recipient, a co-host can be chosen', () => {
    expect(decideStart('event-guest', party, 'host')).toEqual({ ok: true, recipientId: 'gus' });
    expect(decideStart('event-guest', party, 'cohost')).toEqual({ ok: true, recipientId: 'gus' });
    expect(decideStart('event-guest', party, 'gus')).toEqual({ ok: true, recipientId: 'host' });
    expect(decideStart('event-guest', party, 'gus', 'cohost')).toEqual({ ok: true, recipientId: 'cohost' });
  });
  it('refuses strangers, yourself, a recipient outside the context and a closed context', () => {
    expect(decideStart('event-guest', party, 'eve')).toMatchObject({ ok: false, reason: 'no_right' });
    expect(decideStart('event-guest', null, 'host')).toMatchObject({ ok: false, reason: 'no_right' });
    expect(decideStart('event-guest', party, 'host', 'host')).toMatchObject({ ok: false, reason: 'self' });
    expect(decideStart('event-guest', party, 'host', 'cohost')).toMatchObject({ ok: false, reason: 'no_recipient' });
    expect(decideStart('event-guest', { ...party, closedReason: 'The event was cancelled.' }, 'host')).toMatchObject({ ok: false, reason: 'closed', message: 'The event was cancelled.' });
    // A host who is also the guest (their own guest list) has nobody else to write to.
    expect(
      decideStart(
        'event-guest',
        {
          parties: [
            { userId: 'ann', role: 'host' },
            { userId: 'ann', role: 'guest' },
          ],
          closedReason: null,
        },
        'ann',
      ),
    ).toMatchObject({ ok: false });
  });
  it('follows each type’s direction: a venue owner cannot cold-message a customer', () => {
    const venue: ResolvedContext = {
      parties: [
        { userId: 'owner', role: 'owner' },
        { userId: 'cust', role: 'customer' },
      ],
      closedReason: null,
    };
    expect(decideStart('venue', venue, 'cust')).toEqual({ ok: true, recipientId: 'owner' });
    expect(decideStart('venue', venue, 'owner')).toMatchObject({ ok: false, reason: 'no_right' });
    // Any member may be a customer, the owner too: then the only owner to write to is themselves.
    const ownVenue: ResolvedContext = {
      parties: [
        { userId: 'owner', role: 'owner' },
        { userId: 'owner', role: 'customer' },
      ],
      closedReason: null,
    };
    expect(decideStart('venue', ownVenue, 'owner')).toMatchObject({ ok: false, reason: 'self' });
  });
});

describe('small rules', () => {
  it('gives new accounts the stricter limits for their first day', () => {
    expect(rateLimitsFor(0, NEW_ACCOUNT_AGE_MS - 1).messages.limit).toBe(10);
    expect(rateLimitsFor(0, NEW_ACCOUNT_AGE_MS).messages.limit).toBe(60);
    expect(rateLimitsFor(0, NEW_ACCOUNT_AGE_MS).conversations.limit).toBe(20);
  });
  it('first line, avatar letter, canonical pair and cursors', () => {
    expect(firstLine('Hello there\nsecond line')).toBe('Hello there');
    expect(firstLine('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(avatarLetter('  élodie')).toBe('É');
    expect(avatarLetter('***')).toBe('?');
    expect(canonicalPair('b', 'a')).toEqual(['a', 'b']);
    expect(decodeCursor(encodeCursor(42))).toBe(42);
    for (const bad of ['', '42', '2.1', '1.-1', '1.1e3', `1.${'9'.repeat(16)}`]) expect(decodeCursor(bad)).toBeNull();
  });
  it('takes message text with line breaks up to 4,000 characters, and nothing empty or unknown', () => {
    const valid = { context: { type: 'event-guest', id: 'g1' }, message: 'Hi!\nSee you' };
    expect(startConversationInputSchema.safeParse(valid).success).toBe(true);
    expect(startConversationInputSchema.safeParse({ ...valid, message: 'x'.repeat(4000) }).success).toBe(true);
    expect(startConversationInputSchema.safeParse({ ...valid, message: 'x'.repeat(4001) }).success).toBe(false);
    expect(startConversationInputSchema.safeParse({ ...valid, message: '   ' }).success).toBe(false);
    expect(startConversationInputSchema.safeParse({ ...valid, context: { type: 'dm', id: 'u1' } }).success).toBe(false);
  });
});
