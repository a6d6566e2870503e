import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** POST /api/marketplace/checkout → 201 CheckoutView: the stock is reserved and `checkoutUrl` is where to pay. */
export async function startCheckout(input: CheckoutInput): Promise<CheckoutView> {
  return apiJson<CheckoutView>('POST', marketplacePaths.checkout, input);
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (checkout) => {
      queryClient.setQueryData(marketplaceKeys.checkout(checkout.groupId), checkout);
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.cart });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.orders });
    },
  });
}
