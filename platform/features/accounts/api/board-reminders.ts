import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { birthdayBoardPaths } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

const remindersKey = [birthdayBoardPaths.reminders] as const;

/** GET /api/birthday-board/reminders → whether the member gets the monthly birthday board email. */
export const boardRemindersQueryOptions = queryOptions({
  queryKey: remindersKey,
  queryFn: () => apiJson<{ enabled: boolean }>('GET', birthdayBoardPaths.reminders),
});

export function useBoardReminders() {
  return useQuery(boardRemindersQueryOptions);
}

/** PUT /api/birthday-board/reminders with { enabled }. */
export function useSetBoardReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => apiJson<{ enabled: boolean }>('PUT', birthdayBoardPaths.reminders, { enabled }),
    onSuccess: (answer) => queryClient.setQueryData(remindersKey, answer),
  });
}
