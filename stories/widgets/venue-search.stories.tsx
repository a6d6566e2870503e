/** @jsxImportSource preact */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useEffect, useRef } from 'preact/hooks';
import { widgetMinHeights } from '#core/embed/embed-contract.ts';
import type { EmbedConfig } from '#core/embed/embed.rules.ts';
import { BOOKING_CREATED_MESSAGE, type EmbedVenueBooking, type EmbedVenueCard, type EmbedVenueMonth, type EmbedVenueQuote } from '#core/embed/embed-venue.rules.ts';
import { prepareShadowRoot } from '../../widgets/core/shadow-root.ts';
import { type WidgetApi, WidgetApiError } from '../../widgets/core/widget-api.ts';
import venueWidget from '../../widgets/venue-search/index.tsx';

const KEY = 'ck_pub_StoryStoryStoryStoryStory';
const DATE = '2030-06-08';

const backyard: EmbedVenueCard = {
  id: 'venue-1',
  title: 'Sunny Backyard with Bounce Lawn',
  venueType: 'backyard',
  city: 'Austin',
  state: 'TX',
  maxGuests: 40,
  pricePerHourCents: 9_500,
  priceOnRequest: false,
  minimumHours: 2,
  cleaningFeeCents: 5_000,
  bookingMode: 'request',
  timeZone: 'America/Chicago',
  photoUrl: null,
  averageRating: 4.8,
  reviewCount: 12,
  url: 'https://cakeday.example/venues/venue-1',
};
const pool: EmbedVenueCard = {
  ...backyard,
  id: 'venue-2',
  title: 'Heated Pool & Cabana',
  venueType: 'pool',
  city: 'Phoenix',
  state: 'AZ',
  pricePerHourCents: 18_000,
  bookingMode: 'instant',
  averageRating: null,
  reviewCount: 0,
};

const startsAt = Date.parse('2030-06-08T19:00:00Z');
const free: EmbedVenueQuote = {
  available: true,
  startsAt,
  endsAt: startsAt + 3 * 3_600_000,
  durationMinutes: 180,
  lines: [
    { label: '$95.00 × 3 hours', amountCents: 28_500 },
    { label: 'Cleaning fee', amountCents: 5_000 },
  ],
  totalCents: 33_500,
  bookingMode: 'request',
};
const taken: EmbedVenueQuote = { available: false, reason: 'taken', message: 'This time is already booked. Choose another time or day.' };
const month: EmbedVenueMonth = {
  month: '2030-06',
  days: [
    {
      date: DATE,
      status: 'partly-booked',
      freeRanges: [
        { startsAt: Date.parse('2030-06-08T14:00:00Z'), endsAt: Date.parse('2030-06-08T18:00:00Z') },
        { startsAt, endsAt: Date.parse('2030-06-09T02:00:00Z') },
      ],
    },
  ],
};

/** A widget API answering from the story's arguments instead of the network; its origin is the story's, so the posted message passes. */
function fakeApi(behaviour: { list?: () => Promise<{ venues: EmbedVenueCard[] }>; quote?: EmbedVenueQuote; booking?: EmbedVenueBooking['status'] }): WidgetApi {
  return {
    origin: window.location.origin,
    get: <T,>(path: string) => {
      if (path.includes('/booking/'))
        return Promise.resolve({ booking: { id: 'booking-1', venueId: 'venue-1', status: behaviour.booking ?? 'awaiting-payment', startsAt: new Date(startsAt).toISOString() } }) as Promise<T>;
      if (path.includes('/quote')) return Promise.resolve({ quote: behaviour.quote ?? free }) as Promise<T>;
      if (path.includes('/availability')) return Promise.resolve(month) as Promise<T>;
      return (behaviour.list ?? (() => Promise.resolve({ venues: [backyard, pool] })))() as Promise<T>;
    },
    post: <T,>() => Promise.reject(new Error('The venue widget sends nothing')) as Promise<T>,
  };
}

interface Args {
  options: Record<string, string>;
  theme: EmbedConfig['theme'];
  api: WidgetApi;
  dark?: boolean;
  /** Fills in a window once the form shows (the quote follows). */
  fill?: boolean;
  /** Then presses the button with a stand-in popup; 'booked' also posts the popup's message. */
  book?: 'waiting' | 'booked';
}

function fillIn(root: ShadowRoot) {
  const set = (id: string, value: string) => {
    const input = root.getElementById(id) as HTMLInputElement | null;
    if (!input) return;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  set('vw-date', DATE);
  set('vw-from', '14:00');
  set('vw-to', '17:00');
  set('vw-guests', '20');
}

/** Mounts the real widget module into a real shadow root, as the SDK runtime does. */
function VenueHost({ options, theme, api, dark, fill, book }: Args) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current!;
    const { root, container } = prepareShadowRoot(element, theme, widgetMinHeights['venue-search']);
    const cleanup = venueWidget.mount({ host: element, root, container, config: { widget: 'venue-search', options, theme }, api, emit: () => {} });
    if (!fill) return cleanup;
    const realOpen = window.open;
    const popup = { closed: false, close: () => undefined };
    window.open = () => popup as unknown as Window;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const waitForForm = setInterval(() => {
      if (!root.getElementById('vw-date')) return;
      clearInterval(waitForForm);
      fillIn(root);
      if (!book) return;
      timers.push(
        setTimeout(() => {
          root.querySelector('form')?.requestSubmit();
          if (book === 'booked')
            timers.push(setTimeout(() => window.postMessage({ type: BOOKING_CREATED_MESSAGE, bookingId: 'booking-1', venueId: 'venue-1', startsAt: new Date(startsAt).toISOString() }, '*'), 200));
        }, 700),
      );
    }, 50);
    return () => {
      clearInterval(waitForForm);
      for (const timer of timers) clearTimeout(timer);
      window.open = realOpen;
      cleanup();
    };
  }, [options, theme, api, fill, book]);
  return (
    <div style={`max-width:520px;padding:16px;${dark ? 'background:#111;color-scheme:dark' : ''}`}>
      <div ref={host} />
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/Venue search',
  render: (args) => <VenueHost {...args} />,
  args: { options: { key: KEY }, theme: {}, api: fakeApi({}) },
};
export default meta;
type Story = StoryObj<Args>;

export const OwnersVenues: Story = {};

export const OneVenue: Story = { args: { options: { key: KEY, venue: 'venue-1' }, api: fakeApi({ list: async () => ({ venues: [backyard] }) }) } };

export const Loading: Story = { args: { api: fakeApi({ list: () => new Promise(() => {}) }) } };

export const Empty: Story = { args: { api: fakeApi({ list: async () => ({ venues: [] }) }) } };

export const FreeWithPrice: Story = { args: { fill: true, api: fakeApi({ list: async () => ({ venues: [backyard] }) }) } };

export const WindowTaken: Story = { args: { fill: true, api: fakeApi({ list: async () => ({ venues: [backyard] }), quote: taken }) } };

export const WaitingForTheBooking: Story = { args: { fill: true, book: 'waiting', api: fakeApi({ list: async () => ({ venues: [backyard] }) }) } };

export const Success: Story = { args: { fill: true, book: 'booked', api: fakeApi({ list: async () => ({ venues: [backyard] }), booking: 'requested' }) } };

export const Offline: Story = { args: { api: fakeApi({ list: () => Promise.reject(new WidgetApiError(0, 'Could not reach Cakeday. Check your connection and try again.')) }) } };

export const RevokedKey: Story = { args: { api: fakeApi({ list: () => Promise.reject(new WidgetApiError(403, 'This widget has been switched off by its owner.')) }) } };

export const RateLimited: Story = { args: { api: fakeApi({ list: () => Promise.reject(new WidgetApiError(429, 'Too many requests from your network. Please try again in 7 minutes.')) }) } };

export const MissingKey: Story = { args: { options: {} } };

export const DarkTheme: Story = {
  args: { dark: true, fill: true, theme: { background: '#1c1920', surface: '#26222b', text: '#f3eef5', muted: '#b9b0bf', border: '#3d3744', accent: '#ff7aa2', 'accent-text': '#1a0f14' } },
};
