/** @jsxImportSource preact */
import { definePreactWidget } from '../core/preact-widget.tsx';
import { wishlistAddStyles } from './wishlist-add.styles.ts';
import { WishlistAddWidget } from './wishlist-add-widget.tsx';

/** The add-to-wishlist widget's chunk, downloaded by the SDK runtime only for pages that show it. */
export default definePreactWidget(WishlistAddWidget, wishlistAddStyles);
