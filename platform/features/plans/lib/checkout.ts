/**
 * Leaves the app for the provider's hosted checkout (Stripe, or the demo's own page). A full page
 * load on purpose: Stripe Checkout is another origin, and coming back reloads the app with fresh
 * data either way.
 */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
