import { ApiRequestError, failureMessage } from '../lib/api-client.ts';
import { useDocumentMeta } from '../lib/document-meta.ts';
import { ButtonLink } from './ui/button.tsx';

export interface BackLink {
  to: string;
  label: string;
}

const toDashboard: BackLink = { to: '/dashboard', label: 'Back to dashboard' };
/** Public pages (guest links, checkout) send people to the home page rather than a dashboard they may not have. */
export const toHome: BackLink = { to: '/', label: 'Go to Cakeday' };

/** A whole screen that only says something: a title, a sentence and one way on. */
export function MessageScreen({ title, text, back = toDashboard }: { title: string; text: string; back?: BackLink }) {
  // The tab says what happened; a screen that names itself as well wins, its effect running after this one.
  useDocumentMeta(title);
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{text}</p>
      <ButtonLink to={back.to} className="mt-8">
        {back.label}
      </ButtonLink>
    </div>
  );
}

/**
 * A screen whose object could not be loaded. The `notFoundStatuses` read as "not found" (by default
 * 404 and 403: the server does not say whether something exists that you may not see); anything else
 * shows the failure and a way back.
 */
export function LoadError({
  error,
  notFoundTitle,
  notFoundText,
  failedTitle,
  notFoundStatuses = [404, 403],
  back,
}: {
  error: unknown;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  notFoundStatuses?: readonly number[];
  back?: BackLink;
}) {
  const notFound = error instanceof ApiRequestError && notFoundStatuses.includes(error.status);
  return (
    <MessageScreen
      title={notFound ? notFoundTitle : failedTitle}
      text={notFound ? notFoundText : failureMessage(error, 'Please try again.', 'Please check your connection and try again.')}
      {...(back ? { back } : {})}
    />
  );
}
