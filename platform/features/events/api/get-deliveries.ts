import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deliverySchema, type DeliveryView } from '#core/domain/invitations/invitations.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** GET /api/events/:id/deliveries → {deliveries}: every email and text message of the event and its status. */
export async function getDeliveries(id: string): Promise<DeliveryView[]> {
  const answer = await apiJson<{ deliveries: unknown }>('GET', `${eventPath(id)}/deliveries`);
  return z.array(deliverySchema).parse(answer.deliveries);
}

export const deliveriesQueryOptions = (id: string) => queryOptions({ queryKey: eventKeys.deliveries(id), queryFn: () => getDeliveries(id), retry: false });

export function useDeliveries(id: string, enabled: boolean) {
  return useQuery({ ...deliveriesQueryOptions(id), enabled });
}
