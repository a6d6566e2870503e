import type { JoinPotInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { postGift, useGiftAction } from './gift-action.ts';

/** POST /api/gift/join-pot {itemId}: chip in to a group pot instead of a gift of one's own. */
export const joinPot = (token: string, input: JoinPotInput) => postGift(token, 'join-pot', input);

export function useJoinPot(token: string) {
  return useGiftAction(token, joinPot);
}
