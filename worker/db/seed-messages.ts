import type { Db } from './client.ts';
import { conversationChanges, conversationMembers, conversationMessages, conversations } from './schema/index.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoConversation {
  id: string;
  contextType: 'event-guest' | 'venue';
  contextId: string;
  /** Who the host talks to: the Demo Guest about the party, the Demo Venue Owner about the venue. */
  with: 'guest' | 'owner';
  startedBy: 'host' | 'other';
  /** Oldest first; `ago` is how long before `now` it was sent. */
  messages: { from: 'host' | 'other'; ago: number; body: string }[];
  /** How many of the newest messages the host has not read yet (all from the other member). */
  unreadForHost: number;
}

function demoConversations(eventGuestRowId: string): DemoConversation[] {
  return [
    {
      id: 'demo-conversation-1',
      contextType: 'event-guest',
      contextId: eventGuestRowId,
      with: 'guest',
      startedBy: 'host',
      messages: [
        { from: 'host', ago: 3 * DAY, body: 'Hi! So glad you and Jonah can make it to Maya’s party. Could you bring your Bluetooth speaker? Ours gave up.' },
        { from: 'other', ago: 2 * DAY + 5 * HOUR, body: 'Of course, it’s packed already! Anything else we can bring?' },
        { from: 'host', ago: 2 * DAY + 4 * HOUR, body: 'Just yourselves — and socks for the bounce house 😄' },
        { from: 'other', ago: 5 * HOUR, body: 'Would it help if we came 15 minutes early to set up?' },
        { from: 'other', ago: 5 * HOUR - 2 * MINUTE, body: 'Also, Jonah is allergic to peanuts: is the cake nut-free?' },
      ],
      unreadForHost: 2,
    },
    {
      id: 'demo-conversation-2',
      contextType: 'venue',
      contextId: 'demo-venue-1',
      with: 'owner',
      startedBy: 'host',
      messages: [
        { from: 'host', ago: 6 * DAY, body: 'Hi! Is the backyard good for about 25 people, mostly kids, with a bounce house?' },
        { from: 'other', ago: 5 * DAY + 20 * HOUR, body: 'Hi! Yes, 25 is fine and the lawn fits a bounce house — it must be staked down.' },
        { from: 'host', ago: 3 * DAY, body: 'Booked it for Maya’s party! May we bring our own caterer, and is there power for a popcorn machine?' },
        { from: 'other', ago: 26 * HOUR, body: 'Congratulations to Maya! Your own caterer is welcome, and there are outdoor sockets by the patio.' },
      ],
      unreadForHost: 1,
    },
  ];
}

/**
 * Two conversations of the demo host: with the Demo Guest about the party (`event-guest`, on the
 * guest's row), and with the Demo Venue Owner about the backyard booked for it (`venue`), with the
 * newest messages unread for the host so the nav badge shows a count. The rows are what the
 * conversations feature would have written (message ids growing with time, read marks, a change
 * per member per message); no unread email is due, as if it had gone out already.
 */
export function demoMessageStatements(db: Db, { hostId, guestId, ownerId, eventGuestRowId, now }: { hostId: string; guestId: string; ownerId: string; eventGuestRowId: string; now: number }) {
  const list = demoConversations(eventGuestRowId);
  const otherOf = (conversation: DemoConversation) => (conversation.with === 'guest' ? guestId : ownerId);
  const byId = new Map(list.map((conversation) => [conversation.id, conversation]));
  // Ids in time order over both conversations, as the autoincrement would have given them. The
  // users table was empty, so (with its foreign keys) no message rows can be in the way.
  const messages = list
    .flatMap((conversation) =>
      conversation.messages.map((message) => ({
        conversationId: conversation.id,
        authorId: message.from === 'host' ? hostId : otherOf(conversation),
        body: message.body,
        createdAt: now - message.ago,
      })),
    )
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((message, index) => ({ ...message, id: index + 1 }));
  const pair = (conversation: DemoConversation) => [hostId, otherOf(conversation)].sort() as [string, string];
  const members = list.flatMap((conversation) => {
    const own = messages.filter((message) => message.conversationId === conversation.id);
    const newest = own.at(-1)!;
    const hostRead = own.at(-1 - conversation.unreadForHost)?.id ?? 0;
    return [hostId, otherOf(conversation)].map((userId) => ({
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
        memberAId: pair(conversation)[0],
        memberBId: pair(conversation)[1],
        startedById: conversation.startedBy === 'host' ? hostId : otherOf(conversation),
        createdAt: now - conversation.messages[0]!.ago,
        lastMessageAt: now - conversation.messages.at(-1)!.ago,
      })),
    ),
    db.insert(conversationMembers).values(members),
    db.insert(conversationMessages).values(messages),
    db.insert(conversationChanges).values(
      messages.flatMap((message) =>
        [hostId, otherOf(byId.get(message.conversationId)!)].map((userId) => ({
          userId,
          conversationId: message.conversationId,
          messageId: message.id,
          kind: 'message' as const,
          createdAt: message.createdAt,
        })),
      ),
    ),
  ] as const;
}
