import { queryOptions, useQuery } from '@tanstack/react-query';
import { assignmentTableSchema, type AssignmentTable } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** GET /api/events/:id/wishlist/assignment → the table (every guest, even before the first run). */
export async function getAssignment(id: string): Promise<AssignmentTable> {
  return assignmentTableSchema.parse(await apiJson('GET', `${wishlistPath(id)}/assignment`));
}

export const assignmentQueryOptions = (id: string) => queryOptions({ queryKey: wishlistKeys.assignment(id), queryFn: () => getAssignment(id), retry: false });

export function useAssignment(id: string, enabled: boolean) {
  return useQuery({ ...assignmentQueryOptions(id), enabled });
}
