/** @jsxImportSource preact */
import { type ComponentType, render } from 'preact';
import type { WidgetContext, WidgetModule } from './widget-contract.ts';

/**
 * Turns a Preact component into the module shape the SDK runtime mounts. Preact is imported here,
 * not in the runtime, so a page whose widgets are all unavailable never downloads it.
 *
 * @example
 * // widgets/rsvp/index.tsx
 * export default definePreactWidget(RsvpWidget);
 */
export function definePreactWidget(Component: ComponentType<WidgetContext>): WidgetModule {
  return {
    mount(context) {
      render(<Component {...context} />, context.container);
      return () => render(null, context.container);
    },
  };
}
