import type { Db } from './client.ts';
import { conversationChanges, conversationMembers, conversationMessages, conversations } from './schema/index.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoConversation {
  id: string;
  contextType: 'event-guest' | 'venue';
  contextId: string;
  startedBy: 'host' | 'guest';
  /** Oldest first; `ago` is how long before `now` it was sent. */
  messages: { from: 'host' | 'guest'; ago: number; body: string }[];
  /** How many of the newest messages the host has not read yet (all from the guest). */
  unreadForHost: number;
}

function demoConversations(eventGuestRowId: string): DemoConversation[] {
  return [
    {
      id: 'demo-conversation-1',
      contextType: 'event-guest',
      contextId: eventGuestRowId,
      startedBy: 'host',
      messages: [
        { from: 'host', ago: 3 * DAY, body: 'Hi! So glad you and Jonah can make it to Maya’s party. Could you bring your Bluetooth speaker? Ours gave up.' },
        { from: 'guest', ago: 2 * DAY + 5 * HOUR, body: 'Of course, it’s packed already! Anything else we can bring?' },
        { from: 'host', ago: 2 * DAY + 4 * HOUR, body: 'Just yourselves — and socks for the bounce house 😄' },
        { from: 'guest', ago: 5 * HOUR, body: 'Would it help if we came 15 minutes early to set up?' },
        { from: 'guest', ago: 5 * HOUR - 2 * MINUTE, body: 'Also, Jonah is allergic to peanuts: is the cake nut-free?' },
      ],
      unreadForHost: 2,
    },
    {
      id: 'demo-conversation-2',
      contextType: 'venue',
      contextId: 'demo-venue-1',
      startedBy: 'guest',
      messages: [
        { from: 'guest', ago: 6 * DAY, body: 'Hi! Is the backyard free on a Sunday afternoon in January? About 25 people, mostly kids.' },
        { from: 'host', ago: 5 * DAY + 20 * HOUR, body: 'Hi! Most Sundays in January are open, and 25 is fine: the lawn fits a bounce house too.' },
        { from: 'guest', ago: 26 * HOUR, body: 'Perfect. May we bring our own caterer, and is there power for a popcorn machine?' },
      ],
      unreadForHost: 1,
    },
  ];
}

/**
 * Two conversations between the demo host and the Demo Guest: one about the party (`event-guest`,
 * on the guest's row) and one the guest started about the host's venue (`venue`), with the
 * newest messages unread for the host so the nav badge shows a count. The rows are what the
 * conversations feature would have written (message ids growing with time, read marks, a change
 * per member per message); no unread email is due, as if it had gone out already.
 */
export function demoMessageStatements(db: Db, { hostId, guestId, eventGuestRowId, now }: { hostId: string; guestId: string; eventGuestRowId: string; now: number }) {
  const userOf = (who: 'host' | 'guest') => (who === 'host' ? hostId : guestId);
  const list = demoConversations(eventGuestRowId);
  // Ids in time order over both conversations, as the autoincrement would have given them. The
  // users table was empty, so (with its foreign keys) no message rows can be in the way.
  const messages = list
    .flatMap((conversation) => conversation.messages.map((message) => ({ conversationId: conversation.id, authorId: userOf(message.from), body: message.body, createdAt: now - message.ago })))
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((message, index) => ({ ...message, id: index + 1 }));
  const [hostA, hostB] = hostId < guestId ? [hostId, guestId] : [guestId, hostId];
  const members = list.flatMap((conversation) => {
    const own = messages.filter((message) => message.conversationId === conversation.id);
    const newest = own.at(-1)!;
    const hostRead = own.at(-1 - conversation.unreadForHost)?.id ?? 0;
    return [hostId, guestId].map((userId) => ({
      conversationId: conversation.id,
      userId,
      lastReadMessageId: userId === hostId ? hostRead : newest.id,
      lastMessageAt: newest.createdAt,
      emailedUpToMessageId: newest.id,
    }));
  });
  return [
    db.insert(conversations).values(
      list.map((conversation) => ({
        id: conversation.id,
        contextType: conversation.contextType,
        contextId: conversation.contextId,
        memberAId: hostA,
        memberBId: hostB,
        startedById: userOf(conversation.startedBy),
        createdAt: now - conversation.messages[0]!.ago,
        lastMessageAt: now - conversation.messages.at(-1)!.ago,
      })),
    ),
    db.insert(conversationMembers).values(members),
    db.insert(conversationMessages).values(messages),
    db.insert(conversationChanges).values(
      messages.flatMap((message) => [hostId, guestId].map((userId) => ({ userId, conversationId: message.conversationId, messageId: message.id, kind: 'message' as const, createdAt: message.createdAt }))),
    ),
  ] as const;
}
