import { useMutation, useQueryClient } from '@tanstack/react-query';
import { birthdayBoardPaths, type GiftCardView } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { boardKeys } from './get-board.ts';

/** POST /api/birthday-board/gifts/:id/reveal → the card, now shown to its celebrant (organiser only). */
export function revealGift(giftId: string): Promise<GiftCardView> {
  return apiJson('POST', birthdayBoardPaths.giftReveal(giftId), {});
}

export function useRevealGift(giftId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => revealGift(giftId), onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }) });
}
