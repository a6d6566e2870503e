import type { ConversationPage, ConversationSummary, MessageView } from '#core/domain/messages/conversation-view.schema.ts';

/** A fixed "now" so day labels ("Today", "Yesterday") and the edit window read the same on every run. */
export const storyNow = new Date('2026-11-24T18:00:00Z');

const minutesAgo = (minutes: number) => new Date(storyNow.getTime() - minutes * 60_000).toISOString();

const me = 'member-hana';
const gail = { id: 'member-gail', name: 'Gail Guest', avatarLetter: 'G' };

export const conversationSummary: ConversationSummary = {
  id: 'conv-1',
  other: gail,
  context: { type: 'event-guest', id: 'guest-1', label: 'Event', title: 'Maya turns 7', href: '/dashboard/events/evt-1/guests' },
  lastMessageAt: minutesAgo(3),
  lastMessagePreview: 'Sure! Which ones?',
  lastMessageFromMe: false,
  unreadCount: 2,
  lastReadMessageId: 10,
  otherLastReadMessageId: 11,
  muted: false,
  archived: false,
  canReply: true,
  blockedByMe: false,
};

export const inboxConversations: ConversationSummary[] = [
  conversationSummary,
  {
    ...conversationSummary,
    id: 'conv-2',
    other: { id: 'member-omar', name: 'Omar Okafor', avatarLetter: 'O' },
    context: { type: 'event-guest', id: 'guest-2', label: 'Event', title: 'Leo’s 40th', href: '/e/leo-40' },
    lastMessageAt: minutesAgo(60 * 26),
    lastMessagePreview: 'See you on Saturday',
    lastMessageFromMe: true,
    unreadCount: 0,
    muted: true,
  },
  {
    ...conversationSummary,
    id: 'conv-3',
    other: { id: 'member-venue', name: 'The Boathouse', avatarLetter: 'T' },
    context: { type: 'venue', id: 'venue-1', label: 'Venue', title: 'The Boathouse', href: null },
    lastMessageAt: minutesAgo(60 * 24 * 9),
    lastMessagePreview: 'message deleted',
    lastMessageFromMe: false,
    unreadCount: 0,
  },
];

function message(id: number, authorId: string, body: string, minutes: number, extra: Partial<MessageView> = {}): MessageView {
  return { id, conversationId: 'conv-1', authorId, body, createdAt: minutesAgo(minutes), editedAt: null, deleted: false, editable: authorId === me && minutes < 15, ...extra };
}

const lines = [
  'Hi Gail! Can you bring the balloons?',
  'Of course. How many?',
  'Twenty would be perfect, in pink and gold if you can find them.',
  'Got it. Should I come early to help set up?\nI can be there at 2.',
  'That would be amazing — the venue opens at 1:30. Details: https://cakeday.test/e/maya-7',
];

/** A long thread over two days, with an edited and a deleted message, and "Seen" on the host's last one. */
export const longThread: ConversationPage = {
  conversation: conversationSummary,
  messages: [
    ...Array.from({ length: 10 }, (_, index) => message(index + 1, index % 2 === 0 ? me : gail.id, lines[index % lines.length]!, 60 * 26 - index * 7)),
    message(11, me, 'Thanks so much! Parking is behind the building.', 40, { editedAt: minutesAgo(38) }),
    message(12, gail.id, '', 20, { deleted: true }),
    message(13, gail.id, 'Sure! Which ones?', 3),
  ],
  before: 0,
  seenMessageId: 11,
};

export const blockedThread: ConversationPage = {
  ...longThread,
  conversation: { ...conversationSummary, canReply: false, blockedByMe: true },
};

export const blockedByOther: ConversationPage = {
  ...longThread,
  conversation: { ...conversationSummary, canReply: false, blockedByMe: false },
};

export const emptyThread: ConversationPage = { conversation: { ...conversationSummary, lastMessagePreview: null }, messages: [], before: null, seenMessageId: null };
