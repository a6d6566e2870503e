import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignmentTableSchema, type AssignmentTable } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** POST /api/events/:id/wishlist/assignment/run → the new table (bought and pinned gifts stay). */
export async function runAssignment(id: string): Promise<AssignmentTable> {
  return assignmentTableSchema.parse(await apiJson('POST', `${wishlistPath(id)}/assignment/run`));
}

export function useRunAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runAssignment(id),
    onSuccess: (table) => {
      queryClient.setQueryData(wishlistKeys.assignment(id), table);
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) });
    },
  });
}
