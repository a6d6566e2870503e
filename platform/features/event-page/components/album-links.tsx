import { Link } from 'react-router-dom';
import { CameraIcon } from '#platform/components/ui/icons.tsx';

/**
 * The party's album from its page: a guest with their personal link shares photos at /u/<token>
 * (uploads carry their name, no account needed) and opens the gallery; hosts open the gallery (they
 * manage the album from their dashboard).
 */
export function AlbumLinks({ slug, token, role }: { slug: string; token: string | null; role: 'host' | 'cohost' | 'guest' }) {
  const host = role === 'host' || role === 'cohost';
  return (
    <section aria-labelledby="album-links-heading" className="rounded-card border border-border bg-card p-5 shadow-sm">
      <h2 id="album-links-heading" className="flex items-center gap-2 font-bold">
        <CameraIcon className="h-5 w-5 text-primary" /> Photos and videos
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {host ? 'Guests’ photos and videos land in the party’s private album.' : 'Add yours to the party’s private album — straight from your phone.'}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
        {!host && token ? (
          <Link to={`/u/${encodeURIComponent(token)}`} className="text-primary hover:underline">
            Share your photos
          </Link>
        ) : null}
        <Link to={`/gallery/${encodeURIComponent(slug)}`} className="text-primary hover:underline">
          See the album
        </Link>
      </div>
    </section>
  );
}
