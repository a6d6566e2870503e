import type { Context } from 'hono';
import { explanationTexts } from '#core/domain/wishlist/assignment.rules.ts';
import { inBand } from '#core/domain/wishlist/bands.rules.ts';
import type { GuestGiftView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { WISHLIST_CURRENCY } from '#core/domain/wishlist/wishlist.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { randomId, timeOrderedId } from '../../services/tokens.ts';
import { raceSafe, takesPart } from './wishlist-access.service.ts';
import { bandOfGuest, freeUnits, type GiftState, isPot, loadGiftState } from './wishlist-state.service.ts';
import { type WishlistEventRow, type WishlistGuestRow, wishlistRepo } from './wishlist.repo.ts';

type Ctx = Context<AppBindings>;

/** A free unit of another item inside the band, best first (priority, list order). */
function swapTarget(state: GiftState, guestId: string) {
  const band = bandOfGuest(state, guestId);
  if (!band) return undefined;
  const current = state.assignments.find((row) => row.guestId === guestId);
  return freeUnits(state).find(({ item }) => item.id !== current?.itemId && inBand(item.priceCents, band));
}

/** The guest's own page /a/:token: their gift, their band, the pots they can join; nobody else's. */
export function giftView(state: GiftState, guest: WishlistGuestRow): GuestGiftView {
  const event = state.event;
  const assignment = state.assignments.find((row) => row.guestId === guest.id);
  const item = assignment ? state.itemsById.get(assignment.itemId) : undefined;
  const joined = state.potMembers.find((row) => row.guestId === guest.id);
  const joinedItem = joined ? state.itemsById.get(joined.itemId) : undefined;
  let message: string | null = null;
  if (event.status === 'cancelled') message = 'This party was cancelled, so there are no gifts to bring.';
  else if (guest.rsvpStatus === 'declined' && !assignment) message = 'You said you can’t come, so you have no gift to bring. Changed your mind? Answer again from your invitation.';
  else if (guest.rsvpStatus === 'waitlisted' && !assignment) message = 'You’re on the waitlist. You’ll get a gift here once a spot frees up.';
  else if (joinedItem) message = `You’re chipping in to the group gift “${joinedItem.title}”.`;
  else if (!assignment) {
    message = state.settings?.assignmentRanAt
      ? 'No gift is free for you right now. You can join a group gift, or check back later.'
      : 'The host hasn’t handed out gifts yet. Choose your price band so your gift fits your budget.';
  }
  return {
    event: { title: event.title, slug: event.slug, startsAt: new Date(event.startsAt).toISOString(), timeZone: event.timeZone, celebrantName: event.celebrantName, status: event.status },
    guest: { name: guest.name, rsvpStatus: guest.rsvpStatus },
    currency: WISHLIST_CURRENCY,
    band: bandOfGuest(state, guest.id),
    bands: state.bands,
    gift:
      assignment && item
        ? {
            itemId: item.id,
            title: item.title,
            url: item.url,
            imageUrl: item.imageUrl,
            priceCents: item.priceCents,
            notes: item.notes,
            unitIndex: assignment.unitIndex,
            status: assignment.status,
            pinned: assignment.pinned,
            explanation: assignment.explanation,
            explanationText: explanationTexts[assignment.explanation],
          }
        : null,
    pots: state.items
      .filter((entry) => isPot(state, entry))
      .map((entry) => ({
        itemId: entry.id,
        title: entry.title,
        url: entry.url,
        imageUrl: entry.imageUrl,
        priceCents: entry.priceCents,
        memberCount: state.potMembers.filter((row) => row.itemId === entry.id).length,
        joined: joined?.itemId === entry.id,
      })),
    joinedPotItemId: joined?.itemId ?? null,
    canSwap: assignment?.status === 'assigned' && swapTarget(state, guest.id) !== undefined,
    message,
  };
}

export async function loadGift(c: Ctx, event: WishlistEventRow, guest: WishlistGuestRow): Promise<GuestGiftView> {
  return giftView(await loadGiftState(c.get('deps'), event, guest.id), guest);
}

function checkCanAct(event: WishlistEventRow, guest: WishlistGuestRow) {
  if (event.status === 'cancelled') throw new ApiError(409, 'This party was cancelled, so there are no gifts to bring.');
  if (!takesPart(guest)) throw new ApiError(409, 'You said you can’t come (or you’re on the waitlist), so there is no gift to choose. Answer the invitation first.');
}

export async function markBought(c: Ctx, event: WishlistEventRow, guest: WishlistGuestRow): Promise<GuestGiftView> {
  const deps = c.get('deps');
  if (event.status === 'cancelled') throw new ApiError(409, 'This party was cancelled, so there are no gifts to bring.');
  const state = await loadGiftState(deps, event, guest.id);
  const assignment = state.assignments.find((row) => row.guestId === guest.id);
  if (!assignment) throw new ApiError(409, 'You have no gift assigned yet, so there is nothing to mark as bought.');
  if (assignment.status !== 'bought') {
    const now = deps.clock.now();
    await wishlistRepo.markBought(deps.db, guest.id, now, {
      id: timeOrderedId(now),
      eventId: event.id,
      kind: 'gift_bought',
      guestId: guest.id,
      userId: guest.userId,
      actorName: guest.name,
      body: `${guest.name} marked their gift as bought`,
      // No item id: co-hosts read this feed, and a celebrant may co-host (decision 012: names the guest, not the item).
      details: null,
      removedAt: null,
      createdAt: now,
    });
  }
  return loadGift(c, event, guest);
}

/** Another free gift in the guest's band; kept on later runs (the guest chose it). */
export async function swapGift(c: Ctx, event: WishlistEventRow, guest: WishlistGuestRow): Promise<GuestGiftView> {
  const deps = c.get('deps');
  checkCanAct(event, guest);
  const state = await loadGiftState(deps, event, guest.id);
  const assignment = state.assignments.find((row) => row.guestId === guest.id);
  if (!assignment) throw new ApiError(409, 'You have no gift assigned yet, so there is nothing to swap.');
  if (assignment.status === 'bought') throw new ApiError(409, 'You already bought your gift, so it can’t be swapped.');
  if (!bandOfGuest(state, guest.id)) throw new ApiError(409, 'Choose your price band first, then swap for another gift in it.');
  const target = swapTarget(state, guest.id);
  if (!target) throw new ApiError(409, 'Nothing else is free in your band');
  await raceSafe(() =>
    wishlistRepo.putAssignment(deps.db, {
      id: randomId(),
      eventId: event.id,
      guestId: guest.id,
      itemId: target.item.id,
      unitIndex: target.unitIndex,
      status: 'assigned',
      pinned: true,
      explanation: 'in_band',
      updatedAt: deps.clock.now(),
    }),
  );
  return loadGift(c, event, guest);
}

export async function joinPot(c: Ctx, event: WishlistEventRow, guest: WishlistGuestRow, itemId: string): Promise<GuestGiftView> {
  const deps = c.get('deps');
  checkCanAct(event, guest);
  const state = await loadGiftState(deps, event, guest.id);
  const item = itemId.length <= 100 ? state.itemsById.get(itemId) : undefined;
  if (!item) throw new ApiError(404, 'Group gift not found');
  if (!isPot(state, item)) throw new ApiError(409, `“${item.title}” is not a group gift. Only gifts priced above every band can be shared.`);
  const assignment = state.assignments.find((row) => row.guestId === guest.id);
  if (assignment?.status === 'bought') throw new ApiError(409, 'You already bought your gift, so you can’t switch to a group gift.');
  await raceSafe(() => wishlistRepo.joinPot(deps.db, { id: randomId(), eventId: event.id, itemId: item.id, guestId: guest.id, joinedAt: deps.clock.now() }));
  return loadGift(c, event, guest);
}

/**
 * The guest chooses their band. A gift they hold that is outside the new band (and not bought or
 * pinned) is exchanged for the best free one inside it, when there is one.
 */
export async function chooseBand(c: Ctx, event: WishlistEventRow, guest: WishlistGuestRow, bandId: string): Promise<GuestGiftView> {
  const deps = c.get('deps');
  checkCanAct(event, guest);
  let state = await loadGiftState(deps, event, guest.id);
  const band = state.bands.find((entry) => entry.id === bandId);
  if (!band) throw new ApiError(400, 'That band doesn’t exist on this wishlist. Choose one of the bands shown.');
  const now = deps.clock.now();
  await wishlistRepo.setGuestBand(deps.db, { guestId: guest.id, eventId: event.id, bandId: band.id, chosenBy: 'guest', updatedAt: now });
  state = await loadGiftState(deps, event, guest.id);
  const assignment = state.assignments.find((row) => row.guestId === guest.id);
  const item = assignment ? state.itemsById.get(assignment.itemId) : undefined;
  if (assignment && item && assignment.status === 'assigned' && !assignment.pinned && !inBand(item.priceCents, band)) {
    const target = swapTarget(state, guest.id);
    if (target) {
      await raceSafe(() =>
        wishlistRepo.putAssignment(deps.db, {
          id: randomId(),
          eventId: event.id,
          guestId: guest.id,
          itemId: target.item.id,
          unitIndex: target.unitIndex,
          status: 'assigned',
          pinned: false,
          explanation: 'in_band',
          updatedAt: now,
        }),
      );
    }
  }
  return loadGift(c, event, guest);
}
