import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { installOffer } from '../install-offer.ts';
import { detectInstallPlatform, type InstallPlatform, platformsInOrder } from '../install-platform.rules.ts';
import { runsStandalone } from '../install-prompt.rules.ts';

const guides: Record<InstallPlatform, { title: string; steps: string[]; note?: string }> = {
  'chromium-desktop': {
    title: 'Chrome or Edge on a computer',
    steps: [
      'Open Cakeday in Chrome or Edge.',
      'Click the install icon at the right end of the address bar (a screen with a down arrow), or use the Install button on this page when it shows.',
      'Confirm with Install. Cakeday opens in its own window and gets a place in your apps, Start menu or Dock.',
    ],
    note: 'No icon? In Chrome open the ⋮ menu → Cast, save and share → Install page as app; in Edge the … menu → Apps → Install this site as an app.',
  },
  'chromium-android': {
    title: 'Chrome on Android',
    steps: [
      'Open Cakeday in Chrome.',
      'Tap Install when Cakeday offers it, or open the ⋮ menu and tap Install app (or Add to Home screen).',
      'Confirm with Install: Cakeday appears on your home screen and in your app drawer.',
    ],
  },
  ios: {
    title: 'Safari on iPhone and iPad',
    steps: [
      'Open Cakeday in Safari (on iOS 16.4 and later, Chrome and Edge work too).',
      'Tap the Share button (a square with an arrow pointing up).',
      'Scroll down and tap Add to Home Screen, then Add.',
    ],
    note: 'iPhone and iPad never offer installation by themselves, so this page is the way. Birthday reminders by notification need iOS 16.4 or later and Cakeday opened from the home screen.',
  },
  'safari-macos': {
    title: 'Safari on a Mac',
    steps: [
      'Open Cakeday in Safari 17 or later (macOS Sonoma or newer).',
      'Choose File → Add to Dock (or the Share button → Add to Dock).',
      'Click Add: Cakeday opens from the Dock in its own window.',
    ],
  },
  firefox: {
    title: 'Firefox',
    steps: [
      'On Android: open the ⋮ menu and tap Add to Home screen (or Install).',
      'On a computer, Firefox does not install web apps: open Cakeday in Chrome, Edge or Safari to install it, or keep it as a bookmark or pinned tab.',
    ],
    note: 'Everything else works in Firefox as it is: reminders, offline guest pages and fast loading.',
  },
  samsung: {
    title: 'Samsung Internet',
    steps: ['Open Cakeday in Samsung Internet.', 'Tap the install icon in the address bar, or the ≡ menu → Add page to → Home screen.', 'Confirm with Add.'],
  },
};

export const installBenefits = [
  'Birthday reminders, sent to your phone or computer',
  'Instant loading: the app opens from your device',
  'Offline use: invitations you opened stay readable without a connection',
];

function isAlreadyInstalled(): boolean {
  try {
    return runsStandalone(window);
  } catch {
    return false;
  }
}

/** /install-app: how to install Cakeday, the visitor's own browser first. */
export function InstallAppScreen({ userAgent, maxTouchPoints }: { userAgent?: string; maxTouchPoints?: number } = {}) {
  useDocumentMeta('Install the app', 'Install Cakeday on your phone or computer: birthday reminders, instant loading and offline use.');
  const [platform] = useState(() => detectInstallPlatform(userAgent ?? navigator.userAgent, maxTouchPoints ?? navigator.maxTouchPoints ?? 0));
  const [standalone] = useState(isAlreadyInstalled);
  const [relatedInstalled, setRelatedInstalled] = useState(false);
  const { offer, installed } = useSyncExternalStore(installOffer.subscribe, installOffer.get, installOffer.get);

  useEffect(() => {
    // Chromium tells an open tab whether this origin's app is installed (manifest related_applications, same origin).
    const withRelated = navigator as Navigator & { getInstalledRelatedApps?: () => Promise<unknown[]> };
    void withRelated
      .getInstalledRelatedApps?.()
      .then((apps) => setRelatedInstalled(apps.length > 0))
      .catch(() => undefined);
  }, []);

  const alreadyInstalled = standalone || installed || relatedInstalled;
  const order = platformsInOrder(platform);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Install Cakeday</h1>
      <p className="mt-2 text-muted-foreground">Keep Cakeday one tap away, like any other app on your phone or computer.</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-3">
        {installBenefits.map((benefit) => (
          <li key={benefit} className="rounded-xl border border-border bg-card p-3 text-sm font-medium">
            {benefit}
          </li>
        ))}
      </ul>
      {alreadyInstalled ? (
        <Alert tone="success" className="mt-6">
          <span data-testid="already-installed">Cakeday is already installed on this device{standalone ? ': you are using the app right now.' : '. Open it from your home screen or app list.'}</span>
        </Alert>
      ) : offer ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-card p-4">
          <p className="flex-1 text-sm">Your browser can install Cakeday right now.</p>
          <Button
            onClick={() => {
              void offer
                .prompt()
                .catch(() => undefined)
                .finally(() => installOffer.clear());
            }}
          >
            Install
          </Button>
        </div>
      ) : null}
      {order.map((key, index) => {
        const guide = guides[key];
        return (
          <section key={key} aria-labelledby={`install-${key}`} data-platform={key} className="mt-8">
            <h2 id={`install-${key}`} className="text-xl font-bold">
              {guide.title}
              {index === 0 ? <span className="ml-2 rounded-full bg-muted px-2 py-0.5 align-middle text-xs font-semibold">Your browser</span> : null}
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm">
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {guide.note ? <p className="mt-2 text-sm text-muted-foreground">{guide.note}</p> : null}
          </section>
        );
      })}
    </div>
  );
}
