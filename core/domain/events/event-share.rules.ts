import { formatInZone } from './event-time.rules.ts';

export interface ShareMeta {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

/**
 * What a shared /e/:slug link shows in a chat or social preview. Only public facts: never the
 * location or the guest list, which are for invited guests.
 */
export function eventShareMeta(
  event: { title: string; celebrantName: string | null; startsAt: number; timeZone: string; description: string | null; coverImageUrl: string | null; status: string },
  url: string,
): ShareMeta {
  const when = formatInZone(event.startsAt, event.timeZone);
  const lead = event.status === 'cancelled' ? `Cancelled — was planned for ${when}` : when;
  const about = event.description ? ` · ${event.description.replace(/\s+/g, ' ').trim()}` : '';
  const description = `${lead}${event.celebrantName ? ` · Celebrating ${event.celebrantName}` : ''}${about}`;
  return {
    title: `${event.title} | Cakeday`,
    description: description.length > 200 ? `${description.slice(0, 197)}…` : description,
    // An uploaded cover is stored as a path on this site (/media/…); previews need the full address.
    image: event.coverImageUrl?.startsWith('/') ? new URL(event.coverImageUrl, url).href : event.coverImageUrl,
    url,
  };
}
