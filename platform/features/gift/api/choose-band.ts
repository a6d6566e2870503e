import type { ChooseBandInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { postGift, useGiftAction } from './gift-action.ts';

/** POST /api/gift/band {bandId}: the guest chooses their own budget. */
export const chooseBand = (token: string, input: ChooseBandInput) => postGift(token, 'band', input);

export function useChooseBand(token: string) {
  return useGiftAction(token, chooseBand);
}
