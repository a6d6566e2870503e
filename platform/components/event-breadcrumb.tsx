import { Link } from 'react-router-dom';

export interface EventBreadcrumbProps {
  eventId: string;
  eventTitle: string;
  /** The sub-screen's name; without it the event itself is the current page (its overview). */
  current?: string;
  /** False for readers who may not open the host's overview (the celebrant), so the title is plain text. */
  linkEvent?: boolean;
}

/** Dashboard / <event> / <current> above a host's event screens. */
export function EventBreadcrumb({ eventId, eventTitle, current, linkEvent = true }: EventBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
      <Link to="/dashboard" className="hover:underline">
        Dashboard
      </Link>{' '}
      {current === undefined ? (
        <>
          / <span aria-current="page">{eventTitle}</span>
        </>
      ) : (
        <>
          /{' '}
          {linkEvent ? (
            <Link to={`/dashboard/events/${eventId}`} className="hover:underline">
              {eventTitle}
            </Link>
          ) : (
            <span>{eventTitle}</span>
          )}{' '}
          / <span aria-current="page">{current}</span>
        </>
      )}
    </nav>
  );
}
