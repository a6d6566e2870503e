import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '#platform/components/ui/button.tsx';
import { CakeIcon, XIcon } from '#platform/components/ui/icons.tsx';
import { installOffer, type InstallOfferState } from '../install-offer.ts';
import { dismissedAt, INSTALL_PROMPT_DELAY_MS, mayOfferInstall, rememberDismissal, runsStandalone } from '../install-prompt.rules.ts';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export interface InstallPromptCardProps {
  onInstall: () => void;
  onHow: () => void;
  onDismiss: () => void;
}

/** The prompt's card alone (stories); InstallPrompt decides when it shows. */
export function InstallPromptCard({ onInstall, onHow, onDismiss }: InstallPromptCardProps) {
  return (
    <section
      aria-labelledby="install-prompt-title"
      data-testid="install-prompt"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground">
          <CakeIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="install-prompt-title" className="font-bold">
            Install Cakeday
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Get birthday reminders, instant loading and offline use, right from your home screen.</p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
        >
          <XIcon className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onHow}>
          How?
        </Button>
        <Button size="sm" onClick={onInstall}>
          Install
        </Button>
      </div>
    </section>
  );
}

/**
 * The install prompt: hidden; shown 3000 ms after the browser offered
 * installation (`beforeinstallprompt`, caught in install-offer.ts), unless dismissed within the
 * last 7 days or already running standalone; hidden on install, on dismissal and after the user's
 * choice in the browser's dialog. "How?" opens /install-app in a new tab.
 */
export function InstallPrompt() {
  const { offer, offeredAt, installed } = useSyncExternalStore<InstallOfferState>(installOffer.subscribe, installOffer.get, installOffer.get);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!offer || offeredAt === null || installed) {
      setVisible(false);
      return;
    }
    if (!mayOfferInstall({ now: Date.now(), dismissedAt: dismissedAt(storage()), standalone: runsStandalone(window) })) return;
    const timer = setTimeout(() => setVisible(true), Math.max(0, offeredAt + INSTALL_PROMPT_DELAY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [offer, offeredAt, installed]);

  if (!visible || !offer) return null;

  const dismiss = () => {
    rememberDismissal(storage(), Date.now());
    setVisible(false);
  };
  const install = async () => {
    setVisible(false);
    try {
      await offer.prompt();
      const choice = await offer.userChoice;
      // "Cancel" in the browser's own dialog is a dismissal too: not asked again for 7 days.
      if (choice.outcome === 'dismissed') rememberDismissal(storage(), Date.now());
    } catch {
      // The offer expired (it can be used once): the browser's own install button still works.
    }
    installOffer.clear();
  };
  return <InstallPromptCard onInstall={() => void install()} onHow={() => window.open('/install-app', '_blank', 'noopener')} onDismiss={dismiss} />;
}
