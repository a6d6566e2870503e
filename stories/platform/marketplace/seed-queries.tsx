import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { currentUserQueryKey } from '#platform/lib/current-user.ts';
import { customer } from '../fixtures.ts';

/**
 * Seeds the story's query cache before the screen reads it, so a story never asks the API (the
 * story check fails on any request that is not answered): the member, or none, and any other reads.
 */
export function Seed({ signedIn, data = [], children }: { signedIn: boolean; data?: [readonly unknown[], unknown][]; children: ReactNode }) {
  const queryClient = useQueryClient();
  if (queryClient.getQueryData(currentUserQueryKey) === undefined) queryClient.setQueryData(currentUserQueryKey, signedIn ? customer : null);
  for (const [key, value] of data) if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, value);
  return <>{children}</>;
}
