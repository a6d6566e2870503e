import { postGift, useGiftAction } from './gift-action.ts';

/** POST /api/gift/bought: the gift is bought; no later run moves it. */
export const markBought = (token: string) => postGift(token, 'bought', {});

export function useMarkBought(token: string) {
  return useGiftAction<void>(token, (giftToken) => markBought(giftToken));
}
