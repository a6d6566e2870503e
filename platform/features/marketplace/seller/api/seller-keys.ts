import type { ReviewView } from '#core/domain/marketplace/catalog.schema.ts';
import type { OrderView } from '#core/domain/marketplace/order.schema.ts';

/** Query keys and paths of the seller's screens (the shop, its products, orders and dashboard). */
export const sellerKeys = {
  all: ['marketplace', 'seller'] as const,
  shop: ['marketplace', 'seller', 'shop'] as const,
  products: ['marketplace', 'seller', 'products'] as const,
  product: (id: string) => ['marketplace', 'seller', 'products', id] as const,
  orders: (status: string) => ['marketplace', 'seller', 'orders', status] as const,
  allOrders: ['marketplace', 'seller', 'orders'] as const,
  dashboard: ['marketplace', 'seller', 'dashboard'] as const,
};

export const sellerApi = '/api/marketplace/seller';
export const sellerProductPath = (id: string) => `${sellerApi}/products/${encodeURIComponent(id)}`;
export const sellerOrderPath = (id: string) => `${sellerApi}/orders/${encodeURIComponent(id)}`;

/** The public pages a seller links to. */
export const shopPagePath = (slug: string) => `/marketplace/shop/${encodeURIComponent(slug)}`;
export const productPagePath = (id: string) => `/marketplace/product/${encodeURIComponent(id)}`;

/** GET /api/marketplace/seller/dashboard, as the contract states it. */
export interface SellerDashboard {
  waiting: OrderView[];
  salesByWeek: { weekStart: string; salesCents: number; payoutsCents: number }[];
  topProducts: { productId: string; title: string; unitsSold: number; salesCents: number }[];
  reviews: ReviewView[];
  totals: { salesCents: number; paidOutCents: number; heldCents: number };
}
