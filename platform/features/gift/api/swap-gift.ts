import { postGift, useGiftAction } from './gift-action.ts';

/** POST /api/gift/swap: another free item in the guest's band instead of this one. */
export const swapGift = (token: string) => postGift(token, 'swap', {});

export function useSwapGift(token: string) {
  return useGiftAction<void>(token, (giftToken) => swapGift(giftToken));
}
