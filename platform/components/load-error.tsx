import { ApiRequestError, failureMessage } from '../lib/api-client.ts';
import { ButtonLink } from './ui/button.tsx';

/**
 * A screen whose object could not be loaded. A 404 or 403 reads as "not found" (the server does not
 * say whether something exists that you may not see); anything else shows the failure and a way back.
 */
export function LoadError({ error, notFoundTitle, notFoundText, failedTitle }: { error: unknown; notFoundTitle: string; notFoundText: string; failedTitle: string }) {
  const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{notFound ? notFoundTitle : failedTitle}</h1>
      <p className="mt-3 text-muted-foreground">{notFound ? notFoundText : failureMessage(error, 'Please try again.', 'Please check your connection and try again.')}</p>
      <ButtonLink to="/dashboard" className="mt-8">
        Back to dashboard
      </ButtonLink>
    </div>
  );
}
