import type { WidgetName } from '../core/embed/embed-contract.ts';
import type { WidgetModule } from '../widgets/core/widget-contract.ts';

export type WidgetLoader = () => Promise<{ default: WidgetModule }>;

/**
 * The widgets the runtime can download, each by dynamic import so it becomes its own chunk that
 * only pages showing it fetch. A name of the contract missing here is answered with "not available
 * yet" in the page, never with a stand-in. When a widget is built, add it like this:
 *
 *   rsvp: () => import('../widgets/rsvp/index.tsx'),
 */
export const widgetLoaders: Partial<Record<WidgetName, WidgetLoader>> = {
  rsvp: () => import('../widgets/rsvp/index.tsx'),
  contribution: () => import('../widgets/contribution/index.tsx'),
  'wishlist-add': () => import('../widgets/wishlist-add/index.tsx'),
  'venue-search': () => import('../widgets/venue-search/index.tsx'),
};
