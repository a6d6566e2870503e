/**
 * Query keys and paths of the buyer's marketplace screens. Every key starts with the API path it
 * reads, so one invalidation of a prefix reaches every page of it.
 */
export const MARKETPLACE_API = '/api/marketplace';

export const marketplacePaths = {
  products: `${MARKETPLACE_API}/products`,
  product: (id: string) => `${MARKETPLACE_API}/products/${encodeURIComponent(id)}`,
  availability: (id: string) => `${MARKETPLACE_API}/products/${encodeURIComponent(id)}/availability`,
  wishlist: (id: string) => `${MARKETPLACE_API}/products/${encodeURIComponent(id)}/wishlist`,
  shop: (idOrSlug: string) => `${MARKETPLACE_API}/shops/${encodeURIComponent(idOrSlug)}`,
  shopReach: (idOrSlug: string) => `${MARKETPLACE_API}/shops/${encodeURIComponent(idOrSlug)}/reach`,
  cart: `${MARKETPLACE_API}/cart`,
  cartLines: `${MARKETPLACE_API}/cart/lines`,
  cartLine: (lineId: string) => `${MARKETPLACE_API}/cart/lines/${encodeURIComponent(lineId)}`,
  cartEvent: `${MARKETPLACE_API}/cart/event`,
  checkout: `${MARKETPLACE_API}/checkout`,
  checkoutGroup: (groupId: string) => `${MARKETPLACE_API}/checkouts/${encodeURIComponent(groupId)}`,
  orders: `${MARKETPLACE_API}/orders`,
  order: (id: string) => `${MARKETPLACE_API}/orders/${encodeURIComponent(id)}`,
};

export const marketplaceKeys = {
  search: (query: string) => [marketplacePaths.products, 'search', query] as const,
  product: (id: string) => [marketplacePaths.products, 'detail', id] as const,
  availability: (id: string, from: string, days: number) => [marketplacePaths.products, 'availability', id, from, days] as const,
  shop: (idOrSlug: string) => [marketplacePaths.shop(idOrSlug)] as const,
  shopReach: (idOrSlug: string, to: string) => [marketplacePaths.shop(idOrSlug), 'reach', to] as const,
  cart: [marketplacePaths.cart] as const,
  checkout: (groupId: string) => [marketplacePaths.checkoutGroup(groupId)] as const,
  orders: [marketplacePaths.orders] as const,
};
