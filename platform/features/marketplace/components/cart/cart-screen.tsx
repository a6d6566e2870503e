import { useState } from 'react';
import type { DeliveryMethod } from '#core/domain/marketplace/order.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useCart } from '../../api/get-cart.ts';
import { useMyUpcomingParties } from '../../api/list-my-parties.ts';
import { useRemoveCartLine } from '../../api/remove-cart-line.ts';
import { useSetCartEvent } from '../../api/set-cart-event.ts';
import { useUpdateCartLine } from '../../api/update-cart-line.ts';
import { MarketplaceHeader } from '../marketplace-header.tsx';
import { CartContents, checkoutProblem, type DeliveryAddress } from './cart-contents.tsx';
import { summaryFromCart } from './checkout-summary.tsx';
import { PaymentModal } from './payment-modal.tsx';

/** /marketplace/cart: the one cart for the whole party, grouped by shop; Checkout opens the payment modal over it. */
export function CartScreen() {
  useDocumentMeta('Your cart');
  const cart = useCart();
  const parties = useMyUpcomingParties(true);
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const setEvent = useSetCartEvent();
  const [methods, setMethods] = useState<Record<string, DeliveryMethod>>({});
  const [where, setWhere] = useState<DeliveryAddress>({ address: '', city: '' });
  const [paying, setPaying] = useState(false);

  const busyLineId = update.isPending ? (update.variables?.lineId ?? null) : remove.isPending ? (remove.variables ?? null) : null;
  const changeError = update.error ?? remove.error ?? setEvent.error;

  let body;
  if (cart.isPending) body = <DashboardSkeleton />;
  else if (cart.isError) body = <Alert tone="error">{failureMessage(cart.error, 'Your cart could not be loaded.', 'Please check your connection and try again.')}</Alert>;
  else {
    const data = cart.data;
    const chosen = (shopId: string) => methods[shopId] ?? data.shops.find((group) => group.shop.id === shopId)?.deliveryOptions[0]?.method;
    const input = {
      deliveries: data.shops.flatMap((group) => {
        const method = chosen(group.shop.id);
        return method ? [{ shopId: group.shop.id, method }] : [];
      }),
      address: where.address.trim(),
      city: where.city.trim(),
    };
    body = (
      <>
        {changeError ? (
          <Alert tone="error" className="mb-4">
            {failureMessage(changeError, 'That change could not be saved.', 'Please check your connection and try again.')}
          </Alert>
        ) : null}
        <CartContents
          cart={data}
          parties={parties.data ?? null}
          methods={methods}
          onMethod={(shopId, method) => setMethods((current) => ({ ...current, [shopId]: method }))}
          where={where}
          onWhere={setWhere}
          onEvent={(eventId) => setEvent.mutate(eventId)}
          eventBusy={setEvent.isPending}
          busyLineId={busyLineId}
          onQuantity={(lineId, quantity) => update.mutate({ lineId, quantity })}
          onRemove={(lineId) => remove.mutate(lineId)}
          onCheckout={() => {
            // The button says why it cannot go ahead (aria-disabled keeps it in the tab order to be read).
            if (!checkoutProblem(data, methods, where)) setPaying(true);
          }}
        />
        <PaymentModal open={paying} onClose={() => setPaying(false)} preview={summaryFromCart(data, methods)} input={input} />
      </>
    );
  }

  return (
    <>
      <MarketplaceHeader />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-extrabold">Your cart</h1>
        {body}
      </div>
    </>
  );
}
