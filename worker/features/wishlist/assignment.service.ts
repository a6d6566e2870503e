import type { Context } from 'hono';
import { assignGifts, explanationTexts, type FixedAssignment } from '#core/domain/wishlist/assignment.rules.ts';
import { inBand } from '#core/domain/wishlist/bands.rules.ts';
import type { AssignmentRow, AssignmentTable, SendGiftLinksResult } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { WISHLIST_CURRENCY } from '#core/domain/wishlist/wishlist.schema.ts';
import { enqueueMessages, messagesForGuest, type OutgoingMessage } from '../../db/message-queue.repo.ts';
import { appUrl } from '../../middleware/app-url.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { deriveGuestToken } from '../../services/guest-links.ts';
import { randomId } from '../../services/tokens.ts';
import { linkSecretOf, raceSafe, takesPart, type WishlistAccess } from './wishlist-access.service.ts';
import { bandOfGuest, freeUnits, isPot, loadState, type WishlistState } from './wishlist-state.service.ts';
import { type NewAssignmentRow, type WishlistGuestRow, wishlistRepo } from './wishlist.repo.ts';

type Ctx = Context<AppBindings>;

export const guestNotFound = () => new ApiError(404, 'Guest not found');

/** The host's table: every guest who takes part, plus anyone who already bought (even after declining). */
export function assignmentTable(state: WishlistState): AssignmentTable {
  const byGuest = new Map(state.assignments.map((row) => [row.guestId, row]));
  const potOf = new Map(state.potMembers.map((row) => [row.guestId, row]));
  const shown = state.guests.filter((guest) => takesPart(guest) || byGuest.has(guest.id));
  const rows: AssignmentRow[] = shown.map((guest) => {
    const assignment = byGuest.get(guest.id);
    const item = assignment ? state.itemsById.get(assignment.itemId) : undefined;
    const potItem = potOf.has(guest.id) ? state.itemsById.get(potOf.get(guest.id)!.itemId) : undefined;
    const band = bandOfGuest(state, guest.id);
    const explanation = assignment ? assignment.explanation : potItem ? null : state.settings?.assignmentRanAt ? 'no_item_free' : null;
    return {
      guestId: guest.id,
      guestName: guest.name,
      rsvpStatus: guest.rsvpStatus,
      band,
      bandChosenBy: band ? (state.guestBands.get(guest.id)?.chosenBy ?? null) : null,
      status: assignment ? assignment.status : potItem ? 'in_pot' : 'unassigned',
      item: assignment && item ? { id: item.id, title: item.title, priceCents: item.priceCents, imageUrl: item.imageUrl, unitIndex: assignment.unitIndex, quantity: item.quantity } : null,
      pot: potItem ? { id: potItem.id, title: potItem.title } : null,
      pinned: assignment?.pinned ?? false,
      explanation,
      explanationText: explanation ? explanationTexts[explanation] : null,
      hasEmail: guest.email !== null,
      hasPhone: guest.phone !== null,
    };
  });
  const free = freeUnits(state);
  const excluded = state.guests.filter((guest) => !takesPart(guest) && !byGuest.has(guest.id)).length;
  return {
    eventId: state.event.id,
    currency: WISHLIST_CURRENCY,
    ranAt: state.settings?.assignmentRanAt ? new Date(state.settings.assignmentRanAt).toISOString() : null,
    bands: state.bands,
    rows,
    freeUnits: free.map(({ item, unitIndex }) => ({ itemId: item.id, title: item.title, priceCents: item.priceCents, unitIndex })),
    pots: state.items
      .filter((item) => isPot(state, item))
      .map((item) => ({
        itemId: item.id,
        title: item.title,
        priceCents: item.priceCents,
        members: state.potMembers.filter((row) => row.itemId === item.id).map((row) => ({ guestId: row.guestId, guestName: state.guestsById.get(row.guestId)?.name ?? 'A former guest' })),
      })),
    summary: {
      guests: rows.length,
      assigned: rows.filter((row) => row.status === 'assigned').length,
      bought: rows.filter((row) => row.status === 'bought').length,
      inPot: rows.filter((row) => row.status === 'in_pot').length,
      unassigned: rows.filter((row) => row.status === 'unassigned').length,
      freeUnits: free.length,
    },
    excludedNote:
      excluded === 0
        ? 'Guests who can’t go or are on the waitlist get no gift.'
        : `${excluded} ${excluded === 1 ? 'guest who can’t go or is' : 'guests who can’t go or are'} on the waitlist ${excluded === 1 ? 'gets' : 'get'} no gift.`,
  };
}

export async function loadTable(c: Ctx, access: WishlistAccess): Promise<AssignmentTable> {
  return assignmentTable(await loadState(c.get('deps'), access.event, access.settings));
}

/**
 * Runs the assignment: guests who take part (going, maybe, not answered yet) and are not in a
 * group pot, units of every non-pot item; bought and pinned gifts stay exactly where they are.
 */
export async function runAssignment(c: Ctx, access: WishlistAccess): Promise<AssignmentTable> {
  const deps = c.get('deps');
  const state = await loadState(deps, access.event, access.settings);
  const inPot = new Set(state.potMembers.map((row) => row.guestId));
  const keep = state.assignments.filter((row) => row.status === 'bought' || row.pinned);
  const fixed: FixedAssignment[] = keep.map((row) => ({ guestId: row.guestId, itemId: row.itemId, unitIndex: row.unitIndex, reason: row.status === 'bought' ? 'bought' : 'pinned' }));
  const guests = state.guests.filter((guest) => takesPart(guest) && !inPot.has(guest.id)).map((guest) => ({ id: guest.id, band: bandOfGuest(state, guest.id) }));
  const units = state.items
    .filter((item) => !isPot(state, item))
    .flatMap((item) => Array.from({ length: item.quantity }, (_, unitIndex) => ({ itemId: item.id, unitIndex, priceCents: item.priceCents, priority: item.priority })));
  const result = assignGifts({ guests, units, fixed });
  const kept = new Set(keep.map((row) => row.guestId));
  const now = deps.clock.now();
  const rows: NewAssignmentRow[] = result.assignments
    .filter((entry) => !kept.has(entry.guestId))
    .map((entry) => ({
      id: randomId(),
      eventId: access.event.id,
      guestId: entry.guestId,
      itemId: entry.itemId,
      unitIndex: entry.unitIndex,
      status: 'assigned',
      pinned: false,
      explanation: entry.explanation,
      updatedAt: now,
    }));
  await raceSafe(() =>
    wishlistRepo.replaceAssignments(
      deps.db,
      access.event.id,
      keep.map((row) => row.id),
      rows,
      now,
    ),
  );
  return loadTable(c, { ...access, settings: await wishlistRepo.findSettings(deps.db, access.event.id) });
}

async function guestOfEvent(c: Ctx, access: WishlistAccess, guestId: string): Promise<WishlistGuestRow> {
  const guest = guestId.length <= 100 ? await wishlistRepo.findGuest(c.get('deps').db, access.event.id, guestId) : undefined;
  if (!guest) throw guestNotFound();
  return guest;
}

/** The host gives one guest one unit by hand; the choice stays put on later runs until unpinned. */
export async function pinAssignment(c: Ctx, access: WishlistAccess, guestId: string, input: { itemId: string; unitIndex?: number | undefined }): Promise<AssignmentTable> {
  const deps = c.get('deps');
  const guest = await guestOfEvent(c, access, guestId);
  const state = await loadState(deps, access.event, access.settings);
  if (!takesPart(guest)) throw new ApiError(409, `${guest.name} can’t come or is on the waitlist, so they get no gift.`);
  const item = input.itemId.length <= 100 ? state.itemsById.get(input.itemId) : undefined;
  if (!item) throw new ApiError(404, 'Wishlist item not found');
  if (isPot(state, item)) throw new ApiError(409, `“${item.title}” is a group pot: guests join it together instead of one guest buying it.`);
  const current = state.assignments.find((row) => row.guestId === guest.id);
  if (current?.status === 'bought') throw new ApiError(409, `${guest.name} already bought their gift, so it can’t be changed.`);
  const holders = new Map(state.assignments.filter((row) => row.itemId === item.id && row.guestId !== guest.id).map((row) => [row.unitIndex, row]));
  let unitIndex = input.unitIndex;
  if (unitIndex !== undefined) {
    if (unitIndex >= item.quantity) throw new ApiError(400, `“${item.title}” is wanted ${item.quantity} ${item.quantity === 1 ? 'time' : 'times'}: choose a unit from 1 to ${item.quantity}.`);
    const holder = holders.get(unitIndex);
    if (holder) throw new ApiError(409, `That one is already given to ${state.guestsById.get(holder.guestId)?.name ?? 'another guest'}. Choose a free one.`);
  } else {
    const own = current?.itemId === item.id ? current.unitIndex : undefined;
    unitIndex = own ?? Array.from({ length: item.quantity }, (_, index) => index).find((index) => !holders.has(index));
    if (unitIndex === undefined) throw new ApiError(409, `Every “${item.title}” is already given to a guest. Choose another item.`);
  }
  const now = deps.clock.now();
  await raceSafe(() =>
    wishlistRepo.putAssignment(deps.db, {
      id: randomId(),
      eventId: access.event.id,
      guestId: guest.id,
      itemId: item.id,
      unitIndex,
      status: 'assigned',
      pinned: true,
      explanation: 'pinned',
      updatedAt: now,
    }),
  );
  return loadTable(c, access);
}

/** Lets the next run move the guest's gift again. */
export async function unpinAssignment(c: Ctx, access: WishlistAccess, guestId: string): Promise<AssignmentTable> {
  const deps = c.get('deps');
  const guest = await guestOfEvent(c, access, guestId);
  const state = await loadState(deps, access.event, access.settings);
  const current = state.assignments.find((row) => row.guestId === guest.id);
  if (!current) throw new ApiError(404, `${guest.name} has no gift to unpin.`);
  if (current.pinned) {
    const item = state.itemsById.get(current.itemId);
    const band = bandOfGuest(state, guest.id);
    const explanation = current.status === 'bought' ? 'bought' : band === null ? 'no_band' : item && inBand(item.priceCents, band) ? 'in_band' : 'nearest_band';
    await wishlistRepo.updateAssignment(deps.db, guest.id, { pinned: false, explanation, updatedAt: deps.clock.now() });
  }
  return loadTable(c, access);
}

export async function setGuestBandByHost(c: Ctx, access: WishlistAccess, guestId: string, bandId: string | null) {
  const deps = c.get('deps');
  const guest = await guestOfEvent(c, access, guestId);
  const state = await loadState(deps, access.event, access.settings);
  if (bandId === null) {
    await wishlistRepo.clearGuestBand(deps.db, guest.id);
    return { guestId: guest.id, band: null };
  }
  const band = state.bands.find((entry) => entry.id === bandId);
  if (!band) throw new ApiError(400, 'That band doesn’t exist on this wishlist. Choose one of its bands.');
  await wishlistRepo.setGuestBand(deps.db, { guestId: guest.id, eventId: access.event.id, bandId: band.id, chosenBy: 'host', updatedAt: deps.clock.now() });
  return { guestId: guest.id, band };
}

/** Queues "your gift" links (the personal guest link's token on /a/:token) by email and/or SMS. */
export async function sendGiftLinks(c: Ctx, access: WishlistAccess, channels: ('email' | 'sms')[]): Promise<SendGiftLinksResult> {
  const deps = c.get('deps');
  const secret = linkSecretOf(deps);
  const state = await loadState(deps, access.event, access.settings);
  const holders = new Set([...state.assignments.map((row) => row.guestId), ...state.potMembers.map((row) => row.guestId)]);
  const recipients = state.guests.filter((guest) => takesPart(guest) && holders.has(guest.id));
  if (recipients.length === 0) throw new ApiError(409, 'Nobody has a gift yet. Run the assignment first.');
  const base = appUrl(c);
  const messages: OutgoingMessage[] = [];
  let skipped = 0;
  for (const guest of recipients) {
    const link = `${base}/a/${await deriveGuestToken(secret, guest.id, guest.linkVersion)}`;
    const title = access.event.title;
    const forGuest = messagesForGuest(
      guest,
      { eventId: access.event.id, kind: 'other' },
      {
        subject: `Your gift for ${title}`,
        email: `Hi ${guest.name},\n\nHere is the gift you're bringing to ${title}: see the picture and price, buy it, mark it bought, or swap it for another in your band.\n\n${link}\n\nThis link is just for you.`,
        sms: `Cakeday: your gift for ${title}: ${link}`,
      },
    ).filter((message) => channels.includes(message.channel));
    messages.push(...forGuest);
    const reached = forGuest.length > 0;
    if (!reached) skipped += 1;
  }
  const result = await enqueueMessages(deps.db, deps.clock.now(), messages);
  const queued = result.queued;
  return {
    queued,
    skipped: skipped + result.skipped,
    message: `${queued} ${queued === 1 ? 'message' : 'messages'} queued${skipped ? `; ${skipped} ${skipped === 1 ? 'guest has' : 'guests have'} no ${channels.join(' or ')} contact` : ''}.`,
  };
}
