import { html, raw } from 'hono/html';
import type { ShareMeta } from '#core/domain/events/event-share.rules.ts';
import { formatInZone } from '#core/domain/events/event-time.rules.ts';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Puts an event's title, description and cover into the platform's index.html, so link previews
 * (which never run JavaScript) show the party instead of the landing page's text.
 */
export function injectShareMeta(html: string, meta: ShareMeta): string {
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tags = [
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeAttribute(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  // Replacer functions, not strings: in a replacement string `$1`, `$&`, `$'` or `$$` inside a
  // host's title ("$10 gifts") would splice parts of the page (quotes included) into the head.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${description}${close}`)
    .replace(/(<meta property="og:title" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${title}${close}`)
    .replace(/(<meta property="og:description" content=")[^"]*(")/, (_, open: string, close: string) => `${open}${description}${close}`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/**
 * What the server draws of an event before the app runs: exactly what the public API shows a
 * visitor (no session, no guest link). There is no location field on purpose: the address is for
 * invited guests, so a server render can never leak it, whoever asks and whatever link they hold.
 */
export interface PublicEventCard {
  slug: string;
  title: string;
  celebrantName: string | null;
  celebrantAge: number | null;
  timeZone: string;
  startsAt: number;
  endsAt: number;
  coverImageUrl: string | null;
  status: string;
  hosts: string[];
  calendar: { icsUrl: string; google: string; outlook: string };
}

/** "Sat, Dec 5, 2026, 5:00 PM CST" → "5:00 PM CST" when the party ends on the day it starts (as the page shows it). */
function sameDayEnd(start: string, end: string): string {
  const day = (text: string) => text.split(', ').slice(0, 3).join(', ');
  return day(start) === day(end) ? (end.split(', ').at(-1) ?? end) : end;
}

/**
 * Some ICU builds put a narrow no-break space before AM/PM where browsers print a plain space: the
 * line must come out the same width as the app's, or the app's redraw counts as a new, larger paint.
 */
function browserSpacing(text: string): string {
  return text.replace(/\u202f/g, ' ');
}

// The platform's icons (platform/components/ui/icons.tsx), decorative and fixed in size.
const svgOpen = (className: string) =>
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="${className}">`;
const calendarIcon = raw(`${svgOpen('mt-0.5 h-5 w-5 shrink-0 text-primary')}<rect x="3" y="5" width="18" height="16" rx="2"></rect><path d="M16 3v4M8 3v4M3 10h18"></path></svg>`);
const mapPinIcon = raw(`${svgOpen('mt-0.5 h-5 w-5 shrink-0 text-primary')}<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"></path><circle cx="12" cy="9.5" r="2.5"></circle></svg>`);
const partyIcon = raw(`${svgOpen('h-14 w-14')}<path d="M3 21 8 7l9 9z"></path><path d="M14 3c0 2 1 3 3 3M19 9c1 0 2 .5 2 2M11 4l.5 1.5M20 14l-1.5-.5"></path></svg>`);

const calendarLinkClass = 'inline-flex h-9 items-center rounded-full border border-input bg-card px-4 text-sm font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring';
// The page's outline button (platform/components/ui/button.tsx, variant outline, size sm); here a
// plain link to the calendar file, which works before the app has loaded.
const icsLinkClass =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors select-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring border border-input bg-card text-foreground hover:bg-muted h-9 px-4 text-sm';

/**
 * The top of the public event page (the header card of platform/features/event-page/components/
 * event-page-screen.tsx, with the same classes so the app's first render lands on the same boxes),
 * as HTML. Every value goes through hono/html's escaping: titles and names are user input.
 * The date is in the event's own zone; the app shows it in the viewer's zone once it runs.
 */
export function renderEventCard(card: PublicEventCard): string {
  const cancelled = card.status === 'cancelled';
  const starts = browserSpacing(formatInZone(card.startsAt, card.timeZone));
  const ends = sameDayEnd(starts, browserSpacing(formatInZone(card.endsAt, card.timeZone)));
  const cover = card.coverImageUrl
    ? html`<img src="${card.coverImageUrl}" alt="Cover for ${card.title}" class="h-48 w-full object-cover sm:h-72" />`
    : html`<div aria-hidden="true" class="flex h-40 items-center justify-center bg-gradient-to-br from-pink-300 via-rose-300 to-amber-200 text-rose-900 sm:h-56">${partyIcon}</div>`;
  const celebrant = card.celebrantName
    ? html`<p class="text-sm font-semibold tracking-wide text-primary uppercase">Celebrating ${card.celebrantName}${card.celebrantAge ? ` · turning ${card.celebrantAge}` : ''}</p>`
    : '';
  const hosts = card.hosts.length > 0 ? html`<p class="mt-2 text-muted-foreground">Hosted by ${card.hosts.join(', ')}</p>` : '';
  const calendar = cancelled
    ? ''
    : html`<div class="mt-5 flex flex-wrap gap-2">
        <a href="${card.calendar.icsUrl}" download="${`${card.slug}.ics`}" class="${icsLinkClass}">Download .ics</a
        ><a href="${card.calendar.google}" target="_blank" rel="noopener noreferrer" class="${calendarLinkClass}">Add to Google Calendar</a
        ><a href="${card.calendar.outlook}" target="_blank" rel="noopener noreferrer" class="${calendarLinkClass}">Add to Outlook</a>
      </div>`;
  const notice = cancelled
    ? html`<div role="alert" data-tone="error" class="rounded-lg border px-4 py-3 text-sm font-medium border-danger-border bg-danger-surface text-danger-text mb-6">
        <span class="font-bold">This event has been cancelled.</span> The hosts are sorry to miss you.
      </div>`
    : '';
  return String(
    html`<div class="mx-auto max-w-5xl px-4 py-8">
      ${notice}
      <header class="overflow-hidden rounded-card border border-border bg-card shadow-sm">
        ${cover}
        <div class="p-5 sm:p-8">
          ${celebrant}
          <h1 class="mt-1 text-3xl font-extrabold break-words sm:text-4xl">${card.title}</h1>
          ${hosts}
          <div class="mt-5 space-y-3">
            <div class="flex gap-2">
              ${calendarIcon}
              <div><p class="font-semibold">${starts} – ${ends}</p></div>
            </div>
            <div class="flex gap-2">
              ${mapPinIcon}
              <p class="text-muted-foreground">The address is shared with invited guests.</p>
            </div>
          </div>
          ${calendar}
        </div>
      </header>
    </div>`,
  );
}

/** The marker the build leaves in the layout template where a page's own markup goes (platform/prerender.tsx). */
const SLOT = '<div data-server-slot=""></div>';
const chromePattern = /<template id="server-chrome">([\s\S]*?)<\/template>/;

/**
 * Puts server-drawn page content into the built index.html's empty #root, inside the app's own
 * layout (skip link, navigation bar as it looks while the sign-in check runs, <main>), which the
 * build renders with React into <template id="server-chrome">. The content sits in a
 * `data-server-card` element: platform/main.tsx hands it to the page, which keeps it on screen
 * until its data arrives. Without the template (an older build) the content stands alone.
 */
export function injectServerContent(shell: string, content: string): string {
  const chrome = chromePattern.exec(shell)?.[1];
  const card = `<div data-server-card="">${content}</div>`;
  const filled = chrome?.includes(SLOT) ? chrome.replace(SLOT, () => card) : card;
  // The first paint needs no JavaScript now: no preloads, and platform/main.tsx fetches the app
  // right after that paint (as for the prerendered landing page, platform/prerender.tsx).
  return shell.replace('<div id="root"></div>', () => `<div id="root">${filled}</div>`).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}
