import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmbedKeyView, EmbedTargetKind } from '#core/embed/embed-keys.rules.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { embedQueryKeys } from './embed-keys-query.ts';

export interface CreateEmbedKeyRequest {
  /** An RSVP key is for an event, a contribution key for one of its pots, a venue key for a venue or all (`venue-owner`). */
  widget: 'rsvp' | 'contribution' | 'venue-search' | 'wishlist-add';
  targetId: string;
  /** When the widget alone does not say it (a venue key: `venue` or `venue-owner`; an add-to-wishlist key: `seller`). */
  targetKind?: EmbedTargetKind;
  allowedOrigins: string[];
  label?: string;
}

/** POST /api/embed/keys → {key}: a key for one of the member's events or pots (400 names a wrong origin). */
export async function createEmbedKey({ widget, targetId, targetKind, allowedOrigins, label }: CreateEmbedKeyRequest): Promise<EmbedKeyView> {
  const body = { widget, target: { kind: targetKind ?? (widget === 'rsvp' ? 'event' : 'pot'), id: targetId }, allowedOrigins, ...(label ? { label } : {}) };
  return (await apiJson<{ key: EmbedKeyView }>('POST', '/api/embed/keys', body)).key;
}

export function useCreateEmbedKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmbedKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: embedQueryKeys.keys }),
  });
}
