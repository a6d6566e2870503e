import { useId, useState } from 'react';
import type { EmbedKeyView } from '#core/embed/embed-keys.rules.ts';
import type { EmbedKeyStats } from '#core/embed/embed-stats.rules.ts';
import { Button } from '#platform/components/ui/button.tsx';
import { toast } from '#platform/components/ui/toast-store.ts';
import { initialPreviewTheme, type PreviewTheme, themeTokensOf } from '../embed-theme.ts';
import { embedSnippet, widgetLabels } from './embed-snippet.ts';
import { KeyStats } from './key-stats.tsx';
import { ThemeControls } from './theme-controls.tsx';
import { WidgetPreview } from './widget-preview.tsx';

/**
 * One key in the Embed page's list: its widget and target, allowed origins, snippet and Revoke, its
 * stats, and behind "Preview and theme" the live widget with theme controls the snippet follows.
 */
export function KeyRow({ embedKey, onRevoke, stats }: { embedKey: EmbedKeyView; onRevoke: (key: EmbedKeyView) => void; stats?: EmbedKeyStats }) {
  const [theme, setTheme] = useState<PreviewTheme>(initialPreviewTheme);
  const [previewOpen, setPreviewOpen] = useState(false);
  const tokens = themeTokensOf(theme);
  const snippet = embedSnippet(embedKey, window.location.origin, tokens);
  const snippetId = useId();
  const previewId = useId();
  const revoked = embedKey.revokedAt !== null;
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: 'Snippet copied' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the snippet and copy it yourself.', variant: 'destructive' });
    }
  }
  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 font-semibold">
          {widgetLabels[embedKey.widget] ?? embedKey.widget} ·{' '}
          {embedKey.target.title ?? (embedKey.target.kind === 'pot' ? 'Pot no longer available' : embedKey.target.kind === 'venue' ? 'Venue no longer available' : 'Event no longer available')}
          <span className="ml-2 font-mono text-xs text-muted-foreground">{embedKey.id}</span>
        </p>
        {revoked ? (
          <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold">Revoked</span>
        ) : (
          <Button variant="outline" size="sm" onClick={() => onRevoke(embedKey)}>
            Revoke<span className="sr-only"> the key for {embedKey.target.title}</span>
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">Allowed: {embedKey.allowedOrigins.join(', ')}</p>
      {revoked ? null : (
        <div className="grid gap-2">
          <label htmlFor={snippetId} className="text-sm font-medium">
            Snippet
          </label>
          <textarea
            id={snippetId}
            readOnly
            rows={Object.keys(tokens).length > 2 ? 4 : 2}
            value={snippet}
            className="w-full rounded-lg border border-input bg-muted p-2 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              Copy snippet
            </Button>
            <Button variant="outline" size="sm" aria-expanded={previewOpen} aria-controls={previewId} onClick={() => setPreviewOpen(!previewOpen)}>
              {previewOpen ? 'Hide preview' : 'Preview and theme'}
            </Button>
          </div>
          {previewOpen ? (
            <div id={previewId} className="grid gap-3 rounded-card border border-border p-3">
              <ThemeControls theme={theme} onChange={setTheme} />
              <WidgetPreview embedKey={embedKey} theme={tokens} scheme={theme.scheme} />
            </div>
          ) : null}
        </div>
      )}
      {stats ? <KeyStats stats={stats} /> : null}
    </li>
  );
}
