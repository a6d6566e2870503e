import { apiPaths } from '#core/http/api-paths.ts';

/**
 * Query keys of the plans screens. The billing view and each purchase are keyed by their API
 * path, so a finished purchase can refresh the billing view by invalidating `billingKeys.billing`.
 */
export const billingKeys = {
  billing: [apiPaths.billing] as const,
  purchase: (id: string) => [apiPaths.billingPurchase(id)] as const,
};
