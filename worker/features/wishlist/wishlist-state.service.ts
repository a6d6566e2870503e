import { type Band, isPotPrice } from '#core/domain/wishlist/bands.rules.ts';
import type { WishlistItemView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { WISHLIST_CURRENCY } from '#core/domain/wishlist/wishlist.schema.ts';
import type { AppDeps } from '../../deps.ts';
import { bandsOf, takesPart } from './wishlist-access.service.ts';
import { type AssignmentRowDb, type GuestBandRow, type ItemRow, type PotMemberRow, type SettingsRow, type WishlistEventRow, type WishlistGuestRow, wishlistRepo } from './wishlist.repo.ts';

/** What one guest's gift page needs of the wishlist (loadGiftState); guestBands holds that guest's only. */
export interface GiftState {
  event: WishlistEventRow;
  settings: SettingsRow | undefined;
  bands: Band[];
  items: ItemRow[];
  itemsById: Map<string, ItemRow>;
  guestBands: Map<string, GuestBandRow>;
  assignments: AssignmentRowDb[];
  potMembers: PotMemberRow[];
}

/** Everything about one event's wishlist, read at once. */
export interface WishlistState extends GiftState {
  guests: WishlistGuestRow[];
  guestsById: Map<string, WishlistGuestRow>;
}

/**
 * Drops (and releases in the database) the unbought gifts of guests who no longer take part:
 * declined, moved to the waitlist, or gone.
 */
async function releaseLeavers<Row extends AssignmentRowDb>(
  deps: AppDeps,
  eventId: string,
  assignments: Row[],
  statusOf: (row: Row) => WishlistGuestRow['rsvpStatus'] | null | undefined,
): Promise<Row[]> {
  const leaving = assignments.filter((row) => row.status !== 'bought' && !takesPart({ rsvpStatus: statusOf(row) ?? 'declined' }));
  if (!leaving.length) return assignments;
  await wishlistRepo.releaseUnbought(
    deps.db,
    eventId,
    leaving.map((row) => row.guestId),
  );
  const gone = new Set(leaving.map((row) => row.id));
  return assignments.filter((row) => !gone.has(row.id));
}

function giftStateOf(
  event: WishlistEventRow,
  settings: SettingsRow | undefined,
  rows: { items: ItemRow[]; guestBands: GuestBandRow[]; assignments: AssignmentRowDb[]; potMembers: PotMemberRow[] },
): GiftState {
  return {
    event,
    settings,
    bands: bandsOf(settings),
    items: rows.items,
    itemsById: new Map(rows.items.map((item) => [item.id, item])),
    guestBands: new Map(rows.guestBands.map((row) => [row.guestId, row])),
    assignments: rows.assignments,
    potMembers: rows.potMembers,
  };
}

/** The wishlist as one guest's gift page sees it, without reading the other guests (same release rule as loadState). */
export async function loadGiftState(deps: AppDeps, event: WishlistEventRow, guestId: string): Promise<GiftState> {
  return giftStateFromRows(deps, event, await wishlistRepo.giftStateRows(deps.db, event.id, guestId));
}

/** A gift state from the gift page's rows (wishlistRepo.giftStateRows or giftPageRows), releasing the gifts of guests who left. */
export async function giftStateFromRows(deps: AppDeps, event: WishlistEventRow, rows: Awaited<ReturnType<typeof wishlistRepo.giftStateRows>>): Promise<GiftState> {
  const kept = await releaseLeavers(deps, event.id, rows.assignments, (row) => row.holderRsvpStatus);
  const assignments = kept.map(({ holderRsvpStatus: _status, ...row }) => row);
  return giftStateOf(event, rows.settings, { ...rows, assignments });
}

/**
 * Reads the wishlist of an event. Gifts of guests who no longer take part (declined or moved to
 * the waitlist) are released here unless already bought, so a "can't go" frees the gift as soon
 * as anyone looks, not only at the next run (decision 012).
 */
export async function loadState(deps: AppDeps, event: WishlistEventRow, settings?: SettingsRow): Promise<WishlistState> {
  // One batch (one round trip over HTTP) instead of six queries.
  const rows = await wishlistRepo.stateRows(deps.db, event.id);
  const guestsById = new Map(rows.guests.map((guest) => [guest.id, guest]));
  const assignments = await releaseLeavers(deps, event.id, rows.assignments, (row) => guestsById.get(row.guestId)?.rsvpStatus);
  return { ...giftStateOf(event, settings ?? rows.settings, { ...rows, assignments }), guests: rows.guests, guestsById };
}

export function isPot(state: Pick<GiftState, 'bands'>, item: Pick<ItemRow, 'priceCents'>): boolean {
  return isPotPrice(item.priceCents, state.bands);
}

export function bandOfGuest(state: GiftState, guestId: string): Band | null {
  const chosen = state.guestBands.get(guestId);
  return (chosen && state.bands.find((band) => band.id === chosen.bandId)) || null;
}

/** Items as the list shows them; `showNames` false hides who holds what (the celebrant before the reveal). */
export function itemViews(state: WishlistState, showNames: boolean): WishlistItemView[] {
  return state.items.map((item) => {
    const claims = state.assignments.filter((row) => row.itemId === item.id).sort((a, b) => a.unitIndex - b.unitIndex);
    const members = state.potMembers.filter((row) => row.itemId === item.id);
    const pot = isPot(state, item);
    const unitsBought = claims.filter((row) => row.status === 'bought').length;
    const unitsReserved = claims.length;
    const status = unitsBought >= item.quantity ? 'bought' : unitsReserved > 0 || (pot && members.length > 0) ? 'reserved' : 'available';
    const name = (guestId: string) => state.guestsById.get(guestId)?.name ?? 'A former guest';
    return {
      id: item.id,
      url: item.url,
      title: item.title,
      imageUrl: item.imageUrl,
      priceCents: item.priceCents,
      currency: WISHLIST_CURRENCY,
      quantity: item.quantity,
      priority: item.priority,
      notes: item.notes,
      productRef: item.productRef,
      position: item.position,
      isPot: pot,
      status,
      unitsReserved,
      unitsBought,
      claims: showNames ? claims.map((row) => ({ guestId: row.guestId, guestName: name(row.guestId), unitIndex: row.unitIndex, status: row.status, pinned: row.pinned })) : null,
      potMembers: showNames ? members.map((row) => ({ guestId: row.guestId, guestName: name(row.guestId) })) : null,
      potMemberCount: members.length,
      createdAt: new Date(item.createdAt).toISOString(),
      updatedAt: new Date(item.updatedAt).toISOString(),
    };
  });
}

/** Units of assignable (non-pot) items that nobody holds, best first: priority, list order, unit. */
export function freeUnits(state: GiftState): { item: ItemRow; unitIndex: number }[] {
  const held = new Set(state.assignments.map((row) => `${row.itemId}#${row.unitIndex}`));
  const units: { item: ItemRow; unitIndex: number }[] = [];
  const items = [...state.items].sort((a, b) => a.priority - b.priority || a.position - b.position);
  for (const item of items) {
    if (isPot(state, item)) continue;
    for (let unitIndex = 0; unitIndex < item.quantity; unitIndex += 1) {
      if (!held.has(`${item.id}#${unitIndex}`)) units.push({ item, unitIndex });
    }
  }
  return units;
}
