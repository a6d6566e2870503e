import { DEFAULT_BANDS } from '#core/domain/wishlist/wishlist.schema.ts';
import type { AssignmentRow, AssignmentTable, GuestGiftView, WishlistItemView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { sampleImage } from '../fixtures.ts';

/** Sample wishlist data for stories; no story talks to a server. */
export const bands = DEFAULT_BANDS.map((band) => ({ ...band }));
export const closedBands = bands.slice(0, 3);

export const item: WishlistItemView = {
  id: 'item-1',
  url: 'https://shop.example/lego-castle',
  title: 'LEGO Creator castle',
  imageUrl: sampleImage,
  priceCents: 4499,
  currency: 'USD',
  quantity: 1,
  priority: 1,
  notes: 'The blue one, please.',
  productRef: null,
  position: 0,
  isPot: false,
  status: 'available',
  unitsReserved: 0,
  unitsBought: 0,
  claims: [],
  potMembers: null,
  potMemberCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export const reservedItem: WishlistItemView = {
  ...item,
  id: 'item-2',
  title: 'Watercolour set',
  priceCents: 1850,
  quantity: 2,
  priority: 3,
  notes: null,
  status: 'reserved',
  unitsReserved: 2,
  unitsBought: 1,
  claims: [
    { guestId: 'g1', guestName: 'Ada Lovelace', unitIndex: 0, status: 'bought', pinned: false },
    { guestId: 'g2', guestName: 'Grace Hopper', unitIndex: 1, status: 'assigned', pinned: true },
  ],
};

export const boughtItem: WishlistItemView = {
  ...item,
  id: 'item-3',
  title: 'Scooter helmet',
  priceCents: 3200,
  status: 'bought',
  unitsReserved: 1,
  unitsBought: 1,
  claims: [{ guestId: 'g3', guestName: 'Alan Turing', unitIndex: 0, status: 'bought', pinned: false }],
};

export const potItem: WishlistItemView = {
  ...item,
  id: 'item-4',
  title: 'Balance bike',
  priceCents: 14_900,
  isPot: true,
  claims: null,
  potMembers: [
    { guestId: 'g4', guestName: 'Katherine Johnson' },
    { guestId: 'g5', guestName: 'Tim Berners-Lee' },
  ],
  potMemberCount: 2,
};

const row: AssignmentRow = {
  guestId: 'g1',
  guestName: 'Ada Lovelace',
  rsvpStatus: 'going',
  band: bands[1]!,
  bandChosenBy: 'guest',
  status: 'assigned',
  item: { id: 'item-1', title: 'LEGO Creator castle', priceCents: 4499, imageUrl: null, unitIndex: 0, quantity: 1 },
  pot: null,
  pinned: false,
  explanation: 'in_band',
  explanationText: 'Matched in your band',
  hasEmail: true,
  hasPhone: false,
};

export const assignmentTable: AssignmentTable = {
  eventId: 'event-1',
  currency: 'USD',
  ranAt: '2026-11-21T09:30:00.000Z',
  bands: closedBands,
  rows: [
    row,
    {
      ...row,
      guestId: 'g2',
      guestName: 'Grace Hopper',
      band: bands[0]!,
      bandChosenBy: 'host',
      item: { id: 'item-3', title: 'Scooter helmet', priceCents: 3200, imageUrl: null, unitIndex: 0, quantity: 1 },
      explanation: 'nearest_band',
      explanationText: 'Nearest band — nothing free in yours',
    },
    {
      ...row,
      guestId: 'g3',
      guestName: 'Alan Turing',
      item: { id: 'item-2', title: 'Watercolour set', priceCents: 1850, imageUrl: null, unitIndex: 1, quantity: 2 },
      pinned: true,
      bandChosenBy: 'host',
      explanation: 'pinned',
      explanationText: 'Pinned by the host',
    },
    {
      ...row,
      guestId: 'g4',
      guestName: 'Katherine Johnson',
      status: 'bought',
      item: { id: 'item-2', title: 'Watercolour set', priceCents: 1850, imageUrl: null, unitIndex: 0, quantity: 2 },
      explanation: 'bought',
      explanationText: 'Already bought',
    },
    {
      ...row,
      guestId: 'g5',
      guestName: 'Tim Berners-Lee',
      band: null,
      bandChosenBy: null,
      status: 'in_pot',
      item: null,
      pot: { id: 'item-4', title: 'Balance bike' },
      explanation: null,
      explanationText: 'Chipping in to a group pot',
    },
    {
      ...row,
      guestId: 'g6',
      guestName: 'Hedy Lamarr',
      rsvpStatus: 'maybe',
      band: null,
      bandChosenBy: null,
      status: 'unassigned',
      item: null,
      explanation: 'no_item_free',
      explanationText: 'No gift free right now',
    },
  ],
  freeUnits: [
    { itemId: 'item-5', title: 'Puzzle, 500 pieces', priceCents: 1599, unitIndex: 0 },
    { itemId: 'item-6', title: 'Board game', priceCents: 2999, unitIndex: 0 },
  ],
  pots: [{ itemId: 'item-4', title: 'Balance bike', priceCents: 14_900, members: [{ guestId: 'g5', guestName: 'Tim Berners-Lee' }] }],
  summary: { guests: 6, assigned: 3, bought: 1, inPot: 1, unassigned: 1, freeUnits: 2 },
  excludedNote: '2 guests who can’t go are left out.',
};

export const giftView: GuestGiftView = {
  event: { title: 'Maya’s 7th birthday', slug: 'mayas-7th-birthday-k2m9x4q7ab', startsAt: '2027-03-06T19:00:00.000Z', timeZone: 'America/New_York', celebrantName: 'Maya', status: 'active' },
  guest: { name: 'Ada Lovelace', rsvpStatus: 'going' },
  currency: 'USD',
  band: closedBands[1]!,
  bands: closedBands,
  gift: {
    itemId: 'item-1',
    title: 'LEGO Creator castle',
    url: 'https://shop.example/lego-castle',
    imageUrl: sampleImage,
    priceCents: 4499,
    notes: 'The blue one, please.',
    unitIndex: 0,
    status: 'assigned',
    pinned: false,
    explanation: 'in_band',
    explanationText: 'Matched in your band',
  },
  pots: [{ itemId: 'item-4', title: 'Balance bike', url: null, imageUrl: null, priceCents: 14_900, memberCount: 2, joined: false }],
  joinedPotItemId: null,
  canSwap: true,
  message: null,
};
