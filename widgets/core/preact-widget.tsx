/** @jsxImportSource preact */
import { type ComponentType, render } from 'preact';
import { adoptStyles } from './styles.ts';
import type { WidgetContext, WidgetModule } from './widget-contract.ts';
import { shellStyles } from './widget-shell.tsx';

/**
 * Turns a Preact component into the module shape the SDK runtime mounts. Preact is imported here,
 * not in the runtime, so a page whose widgets are all unavailable never downloads it.
 *
 * @example
 * // widgets/rsvp/index.tsx
 * export default definePreactWidget(RsvpWidget, rsvpStyles);
 *
 * `styles` (the widget's own CSS) and the shell's are adopted into the shadow root rather than
 * rendered as `<style>` elements, which a host page's strict CSP would block (styles.ts).
 */
export function definePreactWidget(Component: ComponentType<WidgetContext>, styles = ''): WidgetModule {
  return {
    mount(context) {
      adoptStyles(context.root, shellStyles, styles);
      render(<Component {...context} />, context.container);
      return () => render(null, context.container);
    },
  };
}
