import { useEffect, useRef, useState } from 'react';
import type { EmbedKeyView } from '#core/embed/embed-keys.rules.ts';
import type { ThemeToken } from '#core/embed/embed.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { snippetElement } from './embed-snippet.ts';

type CakedayGlobal = ((...call: unknown[]) => void) & { loaded?: boolean };
const cakedayOf = () => (window as unknown as { Cakeday?: CakedayGlobal }).Cakeday;

let sdkLoading: Promise<void> | undefined;

/** The real SDK from our own origin, once per page: the same `cakeday.js` a site owner's page loads. */
function loadSdk(): Promise<void> {
  if (cakedayOf()?.loaded) return Promise.resolve();
  sdkLoading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = '/sdk/v1/cakeday.js';
    script.onload = () => resolve();
    script.onerror = () => {
      sdkLoading = undefined;
      script.remove();
      reject(new Error('The widget script could not be loaded.'));
    };
    document.head.append(script);
  });
  return sdkLoading;
}

/**
 * The live preview of a key's widget on the Embed page (decision 032): the snippet's own element,
 * mounted by the real SDK from our origin. The widget API answers our own origin for any key but
 * only reads there — a preview sends no answers, starts no payments and is not counted in stats.
 */
export function WidgetPreview({
  embedKey,
  theme,
  scheme,
}: {
  embedKey: Pick<EmbedKeyView, 'id' | 'widget' | 'target'>;
  theme: Partial<Record<ThemeToken, string>>;
  scheme: 'auto' | 'light' | 'dark';
}) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const themeKey = JSON.stringify(theme);

  useEffect(() => {
    const container = box.current;
    const element = snippetElement(embedKey, JSON.parse(themeKey) as Partial<Record<ThemeToken, string>>);
    if (!container || !element) return;
    let live = true;
    container.replaceChildren(element);
    loadSdk().then(
      () => {
        setFailed(false);
        if (live) cakedayOf()?.('scan');
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      cakedayOf()?.('unmount', element);
      element.remove();
    };
  }, [embedKey.id, embedKey.widget, embedKey.target.id, embedKey.target.slug, themeKey]);

  return (
    <div className="grid gap-2">
      {failed ? <Alert tone="error">The preview could not load the widget script from this site. Please reload the page.</Alert> : null}
      <div
        ref={box}
        data-testid="widget-preview"
        className={`rounded-card border border-dashed border-border p-4 ${scheme === 'dark' ? 'bg-zinc-900' : scheme === 'light' ? 'bg-white' : 'bg-muted'}`}
      />
      <p className="text-xs text-muted-foreground">A preview: it shows the widget as your visitors see it, but sends nothing and is not counted in the stats.</p>
    </div>
  );
}
