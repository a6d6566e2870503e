import { Button } from '#platform/components/ui/button.tsx';

/** "A new version is available — Reload": nothing reloads until the member presses it, so an open form is never lost. */
export function UpdatePromptCard({ onReload }: { onReload: () => void }) {
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl border border-border bg-card px-4 py-3 text-sm font-medium text-card-foreground shadow-xl"
    >
      <span>A new version is available —</span>
      <Button size="sm" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}
