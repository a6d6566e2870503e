import { Link } from 'react-router-dom';
import { apiPaths } from '#core/http/api-paths.ts';
import { buttonClasses } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { CakeIcon, GiftIcon, HouseIcon, UsersIcon } from '#platform/components/ui/icons.tsx';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';

/** The provider's display name; the server's OIDC_PROVIDER_NAME default is the same words. */
const providerName: string = import.meta.env.VITE_OIDC_PROVIDER_NAME || 'your identity provider';

const blurbs = [
  { icon: CakeIcon, title: 'Plan every party', body: 'Events, invitations and RSVPs in one place.' },
  { icon: GiftIcon, title: 'Gifts without duplicates', body: 'Wishlists and fair, smart gift assignment.' },
  { icon: HouseIcon, title: 'Venues and supplies', body: 'Book spaces and order from the marketplace.' },
  { icon: UsersIcon, title: 'A birthday community', body: 'The forum and the monthly birthday board.' },
];

/** /auth: sign-in through the external identity provider, with feature blurbs. */
export function ProviderSignInScreen() {
  useDocumentMeta('Sign in');
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center bg-gradient-to-br from-hero-from to-hero-to px-4 py-12">
      <Card className="w-full max-w-lg p-6 sm:p-8">
        <h1 className="text-center text-2xl font-extrabold sm:text-3xl">Sign in to Cakeday</h1>
        <p className="mt-2 text-center text-sm text-muted-foreground">Everything you need for the perfect birthday party.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {blurbs.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
                <Icon className="h-5 w-5" />
              </span>
              <div>
                <p className="text-sm font-semibold">{title}</p>
                <p className="text-sm text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ul>
        {/* A full navigation: the server starts the OpenID Connect redirect. */}
        <a href={apiPaths.oidcLogin} className={buttonClasses('primary', 'lg', 'mt-8 w-full')}>
          Continue with {providerName}
        </a>
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Prefer email?{' '}
          <Link to="/email-auth" className="font-semibold text-primary hover:underline">
            Sign in with email and password
          </Link>
        </p>
        <div className="mt-6 flex justify-center gap-6 border-t border-border pt-4 text-sm">
          <Link to="/pricing" className="font-medium text-primary hover:underline">
            View pricing
          </Link>
          <Link to="/" className="font-medium text-primary hover:underline">
            Back to home
          </Link>
        </div>
      </Card>
    </div>
  );
}
