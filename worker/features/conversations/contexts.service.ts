import type { ConversationContextType, ResolvedContext } from '../../../core/domain/conversations/contexts.rules.ts';
import type { AppDeps } from '../../deps.ts';
import { contextsRepo } from './contexts.repo.ts';

/** The chip of a conversation's context as one member sees it: what it is about and where it opens. */
export interface ContextChip {
  title: string;
  href: string | null;
}

/**
 * How the server finds a context's parties (for starting) and its chips (for the inbox). A context
 * type of core/domain/conversations/contexts.rules.ts is startable only once it has a resolver here.
 */
export interface ContextResolver {
  resolve(deps: AppDeps, contextId: string): Promise<ResolvedContext | null>;
  chips(deps: AppDeps, contextIds: string[], viewerId: string): Promise<Map<string, ContextChip>>;
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
  async chips(deps, guestIds, viewerId) {
    const rows = await contextsRepo.eventGuestChips(deps.db, guestIds);
    return new Map(
      rows.map((row) => [
        row.guestId,
        { title: row.title, href: row.guestUserId === viewerId ? `/e/${encodeURIComponent(row.slug)}` : `/dashboard/events/${encodeURIComponent(row.eventId)}/guests` },
      ]),
    );
  },
};

/** The registered resolvers; venue, booking, order, request and job arrive with their features. */
export const contextResolvers: Partial<Record<ConversationContextType, ContextResolver>> = {
  'event-guest': eventGuest,
};
