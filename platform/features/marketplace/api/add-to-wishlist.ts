import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplacePaths } from './marketplace-keys.ts';

export interface AddToWishlistInput {
  eventId: string;
  variantId?: string;
}

/** POST /api/marketplace/products/:id/wishlist {eventId, variantId?} → 201 {itemId}: onto one of the member's party wishlists. */
export async function addToWishlist(productId: string, input: AddToWishlistInput): Promise<{ itemId: string }> {
  return apiJson<{ itemId: string }>('POST', marketplacePaths.wishlist(productId), input);
}

export function useAddToWishlist(productId: string) {
  return useMutation({ mutationFn: (input: AddToWishlistInput) => addToWishlist(productId, input) });
}
