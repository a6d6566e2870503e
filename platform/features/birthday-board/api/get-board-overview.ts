import { queryOptions, useQuery } from '@tanstack/react-query';
import { birthdayBoardPaths, type BoardOverview } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** GET /api/birthday-board/overview → this month's count of birthdays on the board, for visitors. */
export function getBoardOverview(): Promise<BoardOverview> {
  return apiJson('GET', birthdayBoardPaths.overview);
}

export const boardOverviewQueryOptions = () => queryOptions({ queryKey: ['birthday-board', 'overview'] as const, queryFn: getBoardOverview, retry: false });

export function useBoardOverview(enabled = true) {
  return useQuery({ ...boardOverviewQueryOptions(), enabled });
}
