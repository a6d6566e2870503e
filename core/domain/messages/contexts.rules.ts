/**
 * The context registry: every conversation belongs to one context (`{type, id}`), and only a
 * context type says who may start a conversation with whom. There is no free-form message to an
 * arbitrary member — that is how spam starts. A feature makes its context startable by adding a
 * resolver on the server (worker/features/messages/contexts.service.ts) that finds the
 * context's parties; until then the type is declared here (its chip label) but refused.
 */

export const conversationContextTypes = ['event-guest', 'venue', 'booking', 'order', 'request', 'job'] as const;
export type ConversationContextType = (typeof conversationContextTypes)[number];

/** A part a member plays in a context (host, guest, owner…). */
export type ContextRole = 'host' | 'guest' | 'owner' | 'customer' | 'buyer' | 'seller' | 'requester' | 'responder';

export interface ContextTypeDefinition {
  /** The chip shown on the conversation ("Event", "Venue"…). */
  label: string;
  /** Who may start a conversation, and with whom: a starter of the first role writes to a member of the second. */
  starts: readonly (readonly [starter: ContextRole, recipient: ContextRole])[];
}

export const conversationContexts: Record<ConversationContextType, ContextTypeDefinition> = {
  // The host (or a co-host) from the guest list, or the guest back to the host; only guests with an account.
  'event-guest': {
    label: 'Event',
    starts: [
      ['host', 'guest'],
      ['guest', 'host'],
    ],
  },
  // "Message the owner" on a venue.
  venue: { label: 'Venue', starts: [['customer', 'owner']] },
  booking: {
    label: 'Booking',
    starts: [
      ['customer', 'owner'],
      ['owner', 'customer'],
    ],
  },
  // "Message the seller" on a product or an order.
  order: {
    label: 'Order',
    starts: [
      ['buyer', 'seller'],
      ['seller', 'buyer'],
    ],
  },
  // "Ask a question" on a request or a job.
  request: { label: 'Request', starts: [['responder', 'requester']] },
  job: { label: 'Job', starts: [['responder', 'requester']] },
};

/** What a server-side resolver found about one context: its members by role, and whether it is open. */
export interface ResolvedContext {
  /** Members with an account, by role; the first of a role is the default recipient (the host before co-hosts). */
  parties: readonly { userId: string; role: ContextRole }[];
  /** Why the context takes no new conversations (a cancelled event, a paused venue), or null when it does. */
  closedReason: string | null;
}

export type StartRefusal = { reason: 'not_startable' | 'closed' | 'no_right' | 'self' | 'no_recipient'; message: string };
export type StartDecision = { ok: true; recipientId: string } | ({ ok: false } & StartRefusal);

/**
 * Whether `starterId` may start a conversation on this context, and with whom. `to` picks the
 * recipient when several members hold the other role; it must be one of them.
 */
export function decideStart(type: ConversationContextType, resolved: ResolvedContext | null, starterId: string, to?: string): StartDecision {
  const definition = conversationContexts[type];
  if (!resolved) return { ok: false, reason: 'no_right', message: 'You cannot start a conversation here.' };
  const starterRoles = new Set(resolved.parties.filter((party) => party.userId === starterId).map((party) => party.role));
  const recipientRoles = definition.starts.filter(([starter]) => starterRoles.has(starter)).map(([, recipient]) => recipient);
  if (recipientRoles.length === 0) return { ok: false, reason: 'no_right', message: 'You cannot start a conversation here.' };
  if (resolved.closedReason) return { ok: false, reason: 'closed', message: resolved.closedReason };
  const candidates = resolved.parties.filter((party) => recipientRoles.includes(party.role)).map((party) => party.userId);
  // When the only member in the recipient's role is the starter (a venue's owner on their own venue), that is writing to yourself.
  const recipientId = to ?? candidates.find((id) => id !== starterId) ?? candidates.find((id) => id === starterId);
  if (recipientId === starterId) return { ok: false, reason: 'self', message: 'You cannot start a conversation with yourself.' };
  if (!recipientId || !candidates.includes(recipientId)) return { ok: false, reason: 'no_recipient', message: 'There is nobody to write to here.' };
  return { ok: true, recipientId };
}
