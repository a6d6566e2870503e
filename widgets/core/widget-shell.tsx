/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

export interface WidgetShellProps {
  /** Shown as the widget's heading and used as the region's accessible name. */
  title: string;
  /** Heading level that fits the host page's outline; defaults to h2. */
  headingLevel?: 2 | 3 | 4;
  children: ComponentChildren;
  /** One line under the content, e.g. a status after submitting. Announced politely. */
  status?: string;
}

/** Adopted into the shadow root by definePreactWidget (never a `<style>` element: CSP). */
export const shellStyles = `.cakeday-shell{display:grid;gap:12px}
.cakeday-shell__title{margin:0;font-size:18px;font-weight:650;color:var(--cakeday-text)}
.cakeday-shell__status{margin:0;font-size:14px;color:var(--cakeday-muted)}
.cakeday-shell__footer{margin:0;font-size:12px;color:var(--cakeday-muted)}`;

/**
 * The frame every widget draws itself in: a labelled region with a heading, the widget's content
 * and a live status line, styled only through the theme's custom properties.
 */
export function WidgetShell({ title, headingLevel = 2, children, status }: WidgetShellProps) {
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section class="cakeday-frame cakeday-shell" aria-label={title}>
      <Heading class="cakeday-shell__title">{title}</Heading>
      <div>{children}</div>
      <p class="cakeday-shell__status" role="status" aria-live="polite">
        {status ?? ''}
      </p>
      <p class="cakeday-shell__footer">Powered by Cakeday</p>
    </section>
  );
}
