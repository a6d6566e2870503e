import { useId } from 'react';
import type { EmbedKeyView } from '../../../../core/embed/embed-keys.rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { embedSnippet, widgetLabels } from './embed-snippet.ts';

/** One key in the Embed page's list: its widget and target, allowed origins, snippet and Revoke. */
export function KeyRow({ embedKey, onRevoke }: { embedKey: EmbedKeyView; onRevoke: (key: EmbedKeyView) => void }) {
  const snippet = embedSnippet(embedKey, window.location.origin);
  const snippetId = useId();
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
          {widgetLabels[embedKey.widget] ?? embedKey.widget} · {embedKey.target.title ?? (embedKey.target.kind === 'pot' ? 'Pot no longer available' : 'Event no longer available')}
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
          <textarea id={snippetId} readOnly rows={2} value={snippet} className="w-full rounded-lg border border-input bg-muted p-2 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
          <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => void copy()}>
            Copy snippet
          </Button>
        </div>
      )}
    </li>
  );
}
