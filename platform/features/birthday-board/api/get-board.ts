import { queryOptions, useQuery } from '@tanstack/react-query';
import { birthdayBoardPaths, type BoardView } from '#core/domain/birthday-board/birthday-board.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

export const boardKeys = {
  all: ['birthday-board'] as const,
  month: (month: number | undefined) => ['birthday-board', month ?? 'now'] as const,
};

/** GET /api/birthday-board?month=M → the month's members, counts per month and the group gifts the viewer may see. */
export function getBoard(month: number | undefined): Promise<BoardView> {
  return apiJson('GET', birthdayBoardPaths.board(month));
}

export const boardQueryOptions = (month: number | undefined) => queryOptions({ queryKey: boardKeys.month(month), queryFn: () => getBoard(month), retry: false, staleTime: 0 });

export function useBoard(month: number | undefined, enabled = true) {
  return useQuery({ ...boardQueryOptions(month), enabled });
}
