import type { ConversationContextType, ResolvedContext } from '#core/domain/messages/contexts.rules.ts';
import { type Db, parseJsonRows } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { type ContextIds, contextsRepo, type JsonRowsRead } from './contexts.repo.ts';
import { type ConversationIds, messagesRepo } from './messages.repo.ts';

/** The chip of a conversation's context as one member sees it: what it is about and where it opens. */
export interface ContextChip {
  title: string;
  href: string | null;
}

/** One context type's chips as a single read for the caller's db.batch, and how its answer becomes chips for a viewer. */
export interface ChipRead {
  query: JsonRowsRead<unknown>;
  chips(answer: unknown, viewerId: string): [contextId: string, chip: ContextChip][];
}

/**
 * How the server finds a context's parties (for starting) and its chips (for the inbox). A context
 * type of core/domain/messages/contexts.rules.ts is startable only once it has a resolver here.
 */
export interface ContextResolver {
  /** The context's parties and whether it is open, as seen by the member starting from it; null when there is no such context. */
  resolve(deps: AppDeps, contextId: string, starterId: string): Promise<ResolvedContext | null>;
  /** The chips of the contexts `contextIds` selects: a read that goes into the inbox's (or sync's) one batch. */
  chips(db: Db, contextIds: ContextIds): ChipRead;
}

function chipRead<Row>(query: JsonRowsRead<Row>, chipOf: (row: Row, viewerId: string) => [contextId: string, chip: ContextChip]): ChipRead {
  return { query, chips: (answer, viewerId) => parseJsonRows<Row>(answer as { rows: string | null } | undefined).map((row) => chipOf(row, viewerId)) };
}

const eventGuest: ContextResolver = {
  async resolve(deps, guestId) {
    const found = await contextsRepo.eventGuest(deps.db, guestId);
    if (!found) return null;
    const parties: ResolvedContext['parties'] = [
      { userId: found.hostId, role: 'host' },
      ...found.cohostIds.map((userId) => ({ userId, role: 'host' as const })),
      ...(found.guestUserId ? [{ userId: found.guestUserId, role: 'guest' as const }] : []),
    ];
    let closedReason: string | null = null;
    if (found.status === 'cancelled') closedReason = 'This event was cancelled, so no new conversation can start from it.';
    else if (!found.guestUserId) closedReason = 'This guest has no Cakeday account yet, so messages cannot reach them. Invite them by email or text instead.';
    return { parties, closedReason };
  },
  chips: (db, guestIds) =>
    chipRead(contextsRepo.eventGuestChips(db, guestIds), (row, viewerId) => [
      row.guestId,
      { title: row.title, href: row.guestUserId === viewerId ? `/e/${encodeURIComponent(row.slug)}` : `/dashboard/events/${encodeURIComponent(row.eventId)}/guests` },
    ]),
};

/**
 * "Message the owner" on a venue. Any signed-in member is a customer of it — the owner too, who
 * then finds nobody but themselves to write to (refused as "self"). Only a published listing takes
 * new conversations: a draft does not exist for anyone but its owner, and a paused one says so
 * (conversations already started stay readable and open).
 */
const venue: ContextResolver = {
  async resolve(deps, venueId, starterId) {
    const found = await contextsRepo.venue(deps.db, venueId);
    if (!found || (found.status === 'draft' && found.ownerId !== starterId)) return null;
    const parties: ResolvedContext['parties'] = [...(found.ownerId ? [{ userId: found.ownerId, role: 'owner' as const }] : []), { userId: starterId, role: 'customer' }];
    // The owner's account was deleted (owner_id is set to null): nobody would read the messages.
    const closedReason = !found.ownerId
      ? 'Nobody looks after this venue on Cakeday any more, so it takes no messages.'
      : found.status === 'paused'
        ? 'This venue is paused for now, so it takes no new messages.'
        : null;
    return { parties, closedReason };
  },
  chips: (db, venueIds) => chipRead(contextsRepo.venueChips(db, venueIds), (row) => [row.venueId, { title: row.title, href: `/venues/${encodeURIComponent(row.venueId)}` }]),
};

/**
 * "Message the guest" and "Message the owner" on a booking's page: its guest and its venue's owner,
 * one conversation per booking. Nobody else is a party (decideStart refuses them), and the owner
 * never sees a booking before it is paid, so an unpaid or abandoned one is no context for them.
 */
const booking: ContextResolver = {
  async resolve(deps, bookingId, starterId) {
    const found = await contextsRepo.booking(deps.db, bookingId);
    if (!found) return null;
    const unpaid = found.status === 'awaiting_payment' || found.status === 'abandoned';
    if (unpaid && starterId !== found.guestUserId) return null;
    const parties: ResolvedContext['parties'] = [
      ...(found.ownerId ? [{ userId: found.ownerId, role: 'owner' as const }] : []),
      ...(found.guestUserId ? [{ userId: found.guestUserId, role: 'customer' as const }] : []),
    ];
    const closedReason = !found.ownerId
      ? 'Nobody looks after this venue on Cakeday any more, so it takes no messages.'
      : !found.guestUserId
        ? 'The guest of this booking has deleted their account, so messages cannot reach them.'
        : unpaid
          ? 'This booking is not paid, so the owner does not see it yet. Pay for it, or message the owner from the venue page.'
          : null;
    return { parties, closedReason };
  },
  chips: (db, bookingIds) =>
    chipRead(contextsRepo.bookingChips(db, bookingIds), (row, viewerId) => [
      row.bookingId,
      { title: row.title, href: row.guestUserId === viewerId ? `/bookings/${encodeURIComponent(row.bookingId)}` : `/host/bookings/${encodeURIComponent(row.bookingId)}` },
    ]),
};

/**
 * "Message the shop" on the buyer's order and "Message the buyer" on the seller's: the order's buyer
 * and its shop's owner, one conversation per order (decision 061). Like a booking, an order is no
 * context for the seller before it is paid (the shop never sees it).
 */
const order: ContextResolver = {
  async resolve(deps, orderId, starterId) {
    const found = await contextsRepo.order(deps.db, orderId);
    if (!found) return null;
    const unpaid = found.status === 'awaiting_payment' || found.status === 'expired';
    if (starterId !== found.buyerUserId && (unpaid || starterId !== found.sellerId)) return null;
    const parties: ResolvedContext['parties'] = [{ userId: found.sellerId, role: 'seller' }, ...(found.buyerUserId ? [{ userId: found.buyerUserId, role: 'buyer' as const }] : [])];
    const closedReason = !found.buyerUserId
      ? 'The buyer of this order has deleted their account, so messages cannot reach them.'
      : unpaid
        ? 'This order is not paid, so the shop does not see it yet. Pay for it first.'
        : null;
    return { parties, closedReason };
  },
  chips: (db, orderIds) =>
    chipRead(contextsRepo.orderChips(db, orderIds), (row, viewerId) => [row.orderId, { title: row.shopName, href: row.buyerUserId === viewerId ? '/marketplace/orders' : '/shop-manager?tab=orders' }]),
};

/** The registered resolvers; request and job arrive with their features. */
export const contextResolvers: Partial<Record<ConversationContextType, ContextResolver>> = {
  'event-guest': eventGuest,
  venue,
  booking,
  order,
};

/**
 * The chip reads of every registered context type for the conversations `conversationIds` selects:
 * `reads` go into the caller's db.batch (one statement per type, answering nothing for a type with
 * no conversation there, so the chips cost no round trip of their own), and `chipsOf` turns their
 * answers, in the same order, into chips keyed by contextChipKey.
 */
export function contextChipReads(db: Db, conversationIds: ConversationIds) {
  const entries = (Object.entries(contextResolvers) as [ConversationContextType, ContextResolver][]).map(([type, resolver]) => ({
    type,
    read: resolver.chips(db, messagesRepo.contextIdsOf(conversationIds, type)),
  }));
  return {
    reads: entries.map((entry) => entry.read.query),
    chipsOf(answers: readonly unknown[], viewerId: string) {
      const chips = new Map<string, ContextChip>();
      entries.forEach(({ type, read }, index) => {
        for (const [id, chip] of read.chips(answers[index], viewerId)) chips.set(contextChipKey(type, id), chip);
      });
      return chips;
    },
  };
}

export const contextChipKey = (type: string, id: string) => `${type}:${id}`;
