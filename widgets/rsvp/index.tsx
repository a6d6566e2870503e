/** @jsxImportSource preact */
import { definePreactWidget } from '../core/preact-widget.tsx';
import { rsvpStyles } from './rsvp.styles.ts';
import { RsvpWidget } from './rsvp-widget.tsx';

/** The RSVP widget's chunk, downloaded by the SDK runtime only for pages that show it. */
export default definePreactWidget(RsvpWidget, rsvpStyles);
