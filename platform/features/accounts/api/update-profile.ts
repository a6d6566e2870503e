import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '#core/domain/accounts/accounts.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { currentUserQueryKey } from '#platform/lib/current-user.ts';

/** PATCH /api/user/profile with any of name, birthdayMonth (null clears it), showOnBirthdayBoard. */
export function updateProfile(input: UpdateProfileInput): Promise<{ user: User }> {
  return apiJson('PATCH', apiPaths.profile, input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the saved user, so the cache takes it instead of asking again.
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
