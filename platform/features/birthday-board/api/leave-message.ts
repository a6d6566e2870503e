import { useMutation, useQueryClient } from '@tanstack/react-query';
import { birthdayBoardPaths, type GiftCardView } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { boardKeys } from './get-board.ts';

/** POST /api/birthday-board/gifts/:id/messages → the card with the new message. */
export function leaveMessage(giftId: string, body: string): Promise<GiftCardView> {
  return apiJson('POST', birthdayBoardPaths.giftMessages(giftId), { body });
}

export function useLeaveMessage(giftId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: string) => leaveMessage(giftId, body), onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }) });
}
