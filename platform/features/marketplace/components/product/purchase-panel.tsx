import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { FieldError, Input } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { failureMessage, serverErrorText } from '#platform/lib/api-client.ts';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useAddToCart } from '../../api/add-to-cart.ts';
import { useAvailability } from '../../api/get-availability.ts';
import { todayOnViewersClock } from '../../local-date.ts';
import { cartPath, productPath, signInAndBack } from '../../marketplace-paths.ts';
import { RentalPicker } from './rental-picker.tsx';
import { availabilityWindow, chosenDays, freeForEveryDay } from './rental-window.ts';
import { initialSelection, variantFor, type Selection } from './variant-choice.ts';
import { stockWords, VariantPicker } from './variant-picker.tsx';
import { WishlistDialog } from './wishlist-dialog.tsx';

/** What the visitor had chosen, kept in the link to sign in and back. */
function choiceLink(productId: string, choice: { variantId?: string; start: string; days: number; quantity: string }): string {
  const query = new URLSearchParams();
  if (choice.variantId) query.set('variant', choice.variantId);
  if (choice.start) query.set('start', choice.start);
  if (choice.days > 1) query.set('days', String(choice.days));
  if (choice.quantity && choice.quantity !== '1') query.set('qty', choice.quantity);
  const search = query.toString();
  return `${productPath(productId)}${search ? `?${search}` : ''}`;
}

/**
 * The buying side of a product page: the variant (price and stock follow it) or, for a rental, the
 * dates with what is free; the quantity; Add to cart and Add to wishlist. A visitor is sent to sign
 * in and comes back to the same choice.
 */
export function PurchasePanel({ product, now }: { product: ProductDetail; now?: number }) {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const today = todayOnViewersClock(now);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product.optionNames, product.variants, params.get('variant')));
  const [start, setStart] = useState(() => ((params.get('start') ?? '') >= today ? (params.get('start') ?? '') : ''));
  const [days, setDays] = useState(() => Math.min(14, Math.max(1, Number(params.get('days')) || 1)));
  const [quantity, setQuantity] = useState(params.get('qty') ?? '1');
  const [wishlistOpen, setWishlistOpen] = useState(false);
  const add = useAddToCart();
  const isRental = product.kind === 'rental' && product.rental !== null;
  const shownDays = availabilityWindow(today, start, days);
  const availability = useAvailability(product.id, isRental ? shownDays.from : null, shownDays.span);
  const covered = availability.isPlaceholderData ? undefined : chosenDays(availability.data?.days, start, days);

  const variant = isRental ? product.variants[0] : variantFor(product.variants, selection);
  const unitCents = isRental ? (product.rental?.pricePerDayCents ?? 0) : (variant?.priceCents ?? product.priceCents);
  const available = isRental ? freeForEveryDay(covered) : (variant?.stock ?? 0);
  const count = Number(quantity);
  const quantityProblem =
    !Number.isInteger(count) || count < 1
      ? 'Enter a quantity of 1 or more'
      : available !== null && count > available
        ? available === 0
          ? isRental
            ? 'None free on every one of those days'
            : 'Sold out'
          : `Only ${available} ${isRental ? 'free on every one of those days' : 'left'}`
        : null;
  const blocked = !variant || (isRental ? !start || available === null : variant.stock === 0) || quantityProblem !== null;
  const totalCents = isRental ? unitCents * days * (Number.isInteger(count) && count > 0 ? count : 1) : unitCents * (Number.isInteger(count) && count > 0 ? count : 1);
  const back = choiceLink(product.id, { ...(variant ? { variantId: variant.id } : {}), start, days, quantity });

  function addToCart() {
    if (!variant || blocked) return;
    if (!user) return void navigate(signInAndBack(back));
    add.mutate({ variantId: variant.id, quantity: count, ...(isRental ? { rentalStart: start, rentalDays: days } : {}) });
  }

  function openWishlist() {
    if (!user) return void navigate(signInAndBack(back));
    setWishlistOpen(true);
  }

  return (
    <div className="space-y-5">
      <p className="text-3xl font-extrabold tabular-nums">
        {formatUsd(unitCents)}
        {isRental ? <span className="text-base font-normal text-muted-foreground"> per day</span> : null}
      </p>
      {isRental && product.rental && product.rental.depositCents > 0 ? (
        <p className="-mt-3 text-sm text-muted-foreground">Plus a refundable deposit of {formatUsd(product.rental.depositCents)} per unit.</p>
      ) : null}

      {isRental ? (
        <RentalPicker
          start={start}
          days={days}
          today={today}
          availability={availability.data?.days}
          loading={availability.isFetching}
          error={availability.isError ? (serverErrorText(availability.error) ?? 'What is free could not be checked. Please try again.') : null}
          onStartChange={setStart}
          onDaysChange={setDays}
        />
      ) : (
        <>
          <VariantPicker optionNames={product.optionNames} variants={product.variants} selection={selection} onChange={setSelection} />
          <p className="text-sm font-medium" aria-live="polite">
            {stockWords(variant)}
          </p>
        </>
      )}

      <div className="max-w-40">
        <Label htmlFor={`${id}-quantity`}>Quantity</Label>
        <Input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={available ?? undefined}
          step={1}
          value={quantity}
          aria-invalid={quantityProblem && quantity !== '' ? true : undefined}
          aria-describedby={quantityProblem ? `${id}-quantity-error` : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <FieldError id={`${id}-quantity-error`} message={quantityProblem && (available !== 0 || isRental) ? quantityProblem : undefined} />
      </div>

      {isRental && start && Number.isInteger(count) && count > 0 ? (
        <p className="text-sm">
          {count} × {days} {days === 1 ? 'day' : 'days'}: <span className="font-semibold tabular-nums">{formatUsd(totalCents)}</span>
          {product.rental && product.rental.depositCents > 0 ? ` + ${formatUsd(product.rental.depositCents * count)} deposit` : ''}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button size="lg" onClick={addToCart} disabled={blocked || add.isPending} className="flex-1 sm:flex-none">
          {add.isPending ? 'Adding...' : 'Add to cart'}
        </Button>
        <Button size="lg" variant="outline" onClick={openWishlist} className="flex-1 sm:flex-none">
          Add to wishlist
        </Button>
      </div>
      {!user ? <p className="text-sm text-muted-foreground">You will be asked to sign in first; your choice is kept.</p> : null}
      {add.isSuccess ? (
        <Alert tone="success">
          Added to your cart.{' '}
          <Link to={cartPath} className="font-semibold underline">
            Go to the cart
          </Link>
        </Alert>
      ) : null}
      {add.isError ? <Alert tone="error">{failureMessage(add.error, 'It could not be added to the cart.', 'Please check your connection and try again.')}</Alert> : null}
      {user ? <WishlistDialog open={wishlistOpen} onClose={() => setWishlistOpen(false)} productId={product.id} productTitle={product.title} variantId={variant?.id} /> : null}
    </div>
  );
}
