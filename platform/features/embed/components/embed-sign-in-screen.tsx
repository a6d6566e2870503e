import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EMBED_SIGNED_IN_MESSAGE, type EmbedSignedInMessage } from '#core/embed/embed-wishlist.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { Spinner } from '#platform/components/ui/spinner.tsx';
import { apiFetch, apiJson, ApiRequestError } from '#platform/lib/api-client.ts';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { webOrigin } from './opener-origin.ts';

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    try {
      const body = JSON.parse(error.bodyText) as { error?: unknown };
      if (typeof body.error === 'string') return body.error;
    } catch {
      // Not JSON: the fallback says it.
    }
  }
  return fallback;
}

interface SignInPreview {
  origin: string;
  sellerName: string;
}

/**
 * /embed/sign-in?key=…&origin=… — the add-to-wishlist widget's popup on Cakeday's own origin
 * (decision 031). The member signs in here as usual if needed, sees which site asks and what it
 * may do, and only on "Allow" does the API mint a token for this key and that origin; the token
 * is posted to the opener with that origin as `targetOrigin`, so no other page can receive it.
 */
export function EmbedSignInScreen() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const key = searchParams.get('key') ?? '';
  // The page origin the widget named (the server checks it against the key's allowed origins).
  const origin = webOrigin(searchParams.get('origin'));
  const { user, isLoading } = useCurrentUser();
  const [handedOver, setHandedOver] = useState(false);
  useDocumentMeta('Add to your Cakeday wishlist');

  const preview = useQuery({
    queryKey: ['embed-sign-in-preview', key, origin],
    enabled: !!key && !!origin,
    retry: false,
    queryFn: async (): Promise<SignInPreview> => {
      const response = await apiFetch('GET', `/api/embed/sessions/preview?key=${encodeURIComponent(key)}&origin=${encodeURIComponent(origin ?? '')}`);
      const body = (await response.json().catch(() => ({}))) as SignInPreview & { error?: string };
      if (!response.ok) throw new Error(body.error ?? 'This shop’s Cakeday button cannot be used right now.');
      return body;
    },
  });

  const allow = useMutation({
    mutationFn: () => apiJson<{ token: string; name: string; expiresAt: string }>('POST', '/api/embed/sessions', { key, origin }),
    onSuccess: (session) => {
      const opener = window.opener as Window | null;
      if (!opener || !origin) return;
      const message: EmbedSignedInMessage = { type: EMBED_SIGNED_IN_MESSAGE, token: session.token, name: session.name, expiresAt: session.expiresAt };
      // Only a page on exactly this origin receives it; if the opener went elsewhere, the browser drops it.
      opener.postMessage(message, origin);
      setHandedOver(true);
      setTimeout(() => window.close(), 600);
    },
  });

  const hasOpener = typeof window !== 'undefined' && !!window.opener;
  const next = `${location.pathname}${location.search}`;

  let body: ReactNode;
  if (!key || !origin) {
    body = <Alert tone="error">This window was opened without the shop’s details. Close it and use the shop’s “Add to Cakeday wishlist” button again.</Alert>;
  } else if (isLoading || preview.isPending) {
    body = <Spinner label="Loading..." />;
  } else if (preview.isError) {
    body = <Alert tone="error">{preview.error.message}</Alert>;
  } else if (!user) {
    body = (
      <>
        <p>
          Sign in to Cakeday to add products from <strong>{preview.data.origin}</strong> to your party wishlists.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/email-auth?next=${encodeURIComponent(next)}`}>Sign in</ButtonLink>
          <ButtonLink variant="outline" to={`/email-auth?mode=register&next=${encodeURIComponent(next)}`}>
            Create an account
          </ButtonLink>
        </div>
      </>
    );
  } else if (handedOver) {
    body = <Alert tone="success">Done — you can go back to the shop. This window closes by itself.</Alert>;
  } else if (!hasOpener) {
    body = <Alert tone="info">Open this window from the shop’s “Add to Cakeday wishlist” button; it hands your sign-in to that page.</Alert>;
  } else {
    body = (
      <>
        <p>
          <strong className="break-all">{preview.data.origin}</strong> ({preview.data.sellerName}’s shop) asks to add products to your Cakeday wishlists.
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>It will see your first name and the names and dates of your upcoming parties.</li>
          <li>It can add products to those parties’ wishlists — nothing else: not your wishes, guests or messages.</li>
          <li>This lasts two hours on that site, or until you sign out there.</li>
        </ul>
        <p className="text-sm text-muted-foreground">Signed in as {user.name}.</p>
        {allow.isError ? <Alert tone="error">{errorText(allow.error, 'Could not sign you in to the shop. Please try again.')}</Alert> : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => allow.mutate()} disabled={allow.isPending}>
            {allow.isPending ? 'Allowing…' : 'Allow'}
          </Button>
          <Button variant="outline" onClick={() => window.close()}>
            Cancel
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card className="grid gap-4 p-6">
        <h1 className="text-2xl font-extrabold">Add to your Cakeday wishlist</h1>
        {body}
      </Card>
    </div>
  );
}

/** The route module's export (react-router's lazy routes take `Component`). */
export function Component() {
  return <EmbedSignInScreen />;
}
