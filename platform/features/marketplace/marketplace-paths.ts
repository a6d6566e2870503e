/** The buyer's marketplace screens' own addresses (the router's patterns, filled in). */
export const marketplaceHome = '/marketplace';
export const cartPath = '/marketplace/cart';
export const ordersPath = '/marketplace/orders';
export const productPath = (id: string) => `/marketplace/product/${encodeURIComponent(id)}`;
export const shopPath = (shopId: string) => `/marketplace/shop/${encodeURIComponent(shopId)}`;

/** The sign-in page, coming back to `back` (a path on this site) afterwards. */
export const signInAndBack = (back: string) => `/email-auth?${new URLSearchParams({ next: back }).toString()}`;

/** The new-conversation screen about an order (the messages feature's `order` context), to `name`: the shop or the buyer. */
export const orderMessageLink = (orderId: string, name: string) => `/messages/new?${new URLSearchParams({ type: 'order', id: orderId, name, about: `Order ${orderId.slice(0, 8)}` }).toString()}`;
