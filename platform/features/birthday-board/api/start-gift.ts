import { useMutation, useQueryClient } from '@tanstack/react-query';
import { birthdayBoardPaths, type GiftCardView } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { boardKeys } from './get-board.ts';

export interface StartGiftRequest {
  celebrantId: string;
  title: string;
  wish?: string;
  link?: string;
  targetCents: number;
}

/** POST /api/birthday-board/gifts → the new group gift (its pot is made by the money feature). */
export function startGift(input: StartGiftRequest): Promise<GiftCardView> {
  return apiJson('POST', birthdayBoardPaths.gifts, input);
}

export function useStartGift() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startGift, onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }) });
}
