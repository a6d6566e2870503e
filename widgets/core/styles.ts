/**
 * Puts CSS into a widget's shadow root as constructed stylesheets (`adoptedStyleSheets`). A host page
 * with a strict Content-Security-Policy (`style-src` without 'unsafe-inline') blocks `<style>`
 * elements, and the widget would show unstyled; constructed sheets are not inline styles, so CSP
 * leaves them alone. Browsers without them (Safari before 16.4) get a `<style>` element instead.
 */
export function adoptStyles(root: ShadowRoot, ...cssTexts: string[]): void {
  const css = cssTexts.join('\n');
  const Sheet = root.ownerDocument.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in root && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = css;
  root.prepend(style);
}

/** Drops every sheet adoptStyles gave the root (a re-mount starts from the theme again). */
export function clearAdoptedStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [];
}
