import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';

export interface MyVenueOption {
  id: string;
  title: string;
  status: 'draft' | 'published' | 'paused';
}

/** GET /api/host/venues → the member's own listings: what a venue widget key can show (decision 030). */
export async function listMyVenues(): Promise<MyVenueOption[]> {
  const { listings } = await apiJson<{ listings: MyVenueOption[] }>('GET', '/api/host/venues');
  return listings.map(({ id, title, status }) => ({ id, title, status }));
}

/** The member's venues, for the embed screen's venue key (only when that widget is chosen). */
export function useMyVenues(enabled: boolean) {
  return useQuery({ queryKey: ['embed', 'my-venues'], queryFn: listMyVenues, enabled });
}
