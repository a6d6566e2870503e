/** @jsxImportSource preact */
import { definePreactWidget } from '../core/preact-widget.tsx';
import { venueStyles } from './venue-search.styles.ts';
import { VenueSearchWidget } from './venue-search-widget.tsx';

/** The venue widget's chunk, downloaded by the SDK runtime only for pages that show it. */
export default definePreactWidget(VenueSearchWidget, venueStyles);
