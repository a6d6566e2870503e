/** @jsxImportSource preact */
import { definePreactWidget } from '../core/preact-widget.tsx';
import { contributionStyles } from './contribution.styles.ts';
import { ContributionWidget } from './contribution-widget.tsx';

/** The contribution widget's chunk, downloaded by the SDK runtime only for pages that show it. */
export default definePreactWidget(ContributionWidget, contributionStyles);
