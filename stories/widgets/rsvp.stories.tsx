/** @jsxImportSource preact */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useEffect, useRef } from 'preact/hooks';
import type { EmbedGiftAnswer } from '#core/embed/embed-gift.rules.ts';
import type { EmbedRsvpCard, EmbedRsvpResult } from '#core/embed/embed-keys.rules.ts';
import type { EmbedConfig } from '#core/embed/embed.rules.ts';
import { widgetMinHeights } from '#core/embed/embed-contract.ts';
import { prepareShadowRoot } from '../../widgets/core/shadow-root.ts';
import { type WidgetApi, WidgetApiError } from '../../widgets/core/widget-api.ts';
import rsvpWidget from '../../widgets/rsvp/index.tsx';

const KEY = 'ck_pub_StoryStoryStoryStoryStory';

const card: EmbedRsvpCard = {
  slug: 'mias-7th',
  title: 'Mia turns 7!',
  celebrantName: 'Mia',
  startsAt: '2026-06-06T21:00:00.000Z',
  endsAt: '2026-06-07T00:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  location: null,
  inviteOnly: false,
  rsvpOpen: true,
  plusOnesAllowed: 2,
  spotsLeft: null,
  guest: null,
};

const gift: EmbedGiftAnswer = {
  eventSlug: 'mias-7th',
  gift: { itemId: 'item-kite', title: 'Wooden kite', url: 'https://shop.example/kite', imageUrl: null, priceCents: 2450, currency: 'usd', status: 'assigned', explanationText: 'Matched in your band' },
  message: null,
  giftPageUrl: 'https://cakeday.example/a/story-token',
};

/** A widget API that answers from the story's arguments instead of the network (the gift part's calls by their path). */
function fakeApi(behaviour: {
  card?: () => Promise<{ event: EmbedRsvpCard }>;
  answer?: () => Promise<EmbedRsvpResult>;
  gift?: () => Promise<EmbedGiftAnswer>;
  bought?: () => Promise<EmbedGiftAnswer>;
}): WidgetApi {
  const markBought = () => Promise.resolve({ ...gift, gift: { ...gift.gift!, status: 'bought' as const } });
  return {
    origin: 'https://cakeday.example',
    get: <T,>(path: string) => (path.includes('/rsvp/gift') ? (behaviour.gift ?? (() => Promise.resolve(gift)))() : (behaviour.card ?? (() => Promise.resolve({ event: card })))()) as Promise<T>,
    post: <T,>(path: string) =>
      (path.includes('/rsvp/gift/bought')
        ? (behaviour.bought ?? markBought)()
        : (behaviour.answer ?? (() => Promise.resolve({ status: 'going', partySize: 1, link: 'https://cakeday.example/e/mias-7th?g=story' } as EmbedRsvpResult)))()) as Promise<T>,
  };
}

interface Args {
  options: Record<string, string>;
  theme: EmbedConfig['theme'];
  api: WidgetApi;
  /** Shows the dark scheme whatever the viewer's system setting. */
  dark?: boolean;
}

/** Mounts the real widget module into a real shadow root, as the SDK runtime does. */
function RsvpHost({ options, theme, api, dark }: Args) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current!;
    const { root, container } = prepareShadowRoot(element, theme, widgetMinHeights.rsvp);
    const cleanup = rsvpWidget.mount({ host: element, root, container, config: { widget: 'rsvp', options, theme }, api, emit: () => {} });
    return cleanup;
  }, [options, theme, api]);
  return (
    <div style={`max-width:520px;padding:16px;${dark ? 'background:#111;color-scheme:dark' : ''}`}>
      <div ref={host} />
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/RSVP',
  render: (args) => <RsvpHost {...args} />,
  args: { options: { key: KEY, event: 'mias-7th' }, theme: {}, api: fakeApi({}) },
};
export default meta;
type Story = StoryObj<Args>;

export const OpenEvent: Story = {};

export const Loading: Story = { args: { api: fakeApi({ card: () => new Promise(() => {}) }) } };

export const GuestLink: Story = {
  args: {
    options: { key: KEY, event: 'mias-7th', guest: 'story-token' },
    api: fakeApi({
      card: async () => ({ event: { ...card, location: 'Rose Garden Pavilion, Portland', guest: { name: 'Gus', response: 'going', partySize: 2, plusOneNames: ['Leo'], plusOnesAllowed: 1 } } }),
    }),
  },
};

const guestCard = async () => ({
  event: { ...card, location: 'Rose Garden Pavilion, Portland', guest: { name: 'Gus', response: 'going' as const, partySize: 1, plusOneNames: [], plusOnesAllowed: 0 } },
});

/** With a guest link: the guest's assigned gift under the form, with “I’ve bought it” (press it: the gift shows as bought). */
export const GiftShown: Story = { args: { options: { key: KEY, event: 'mias-7th', guest: 'story-token' }, api: fakeApi({ card: guestCard }) } };

/** The guest already marked their gift as bought. */
export const GiftBought: Story = {
  args: { options: { key: KEY, event: 'mias-7th', guest: 'story-token' }, api: fakeApi({ card: guestCard, gift: () => Promise.resolve({ ...gift, gift: { ...gift.gift!, status: 'bought' } }) }) },
};

/** The host has not handed out gifts yet: the wishlist's own sentence. */
export const GiftNotYet: Story = {
  args: {
    options: { key: KEY, event: 'mias-7th', guest: 'story-token' },
    api: fakeApi({ card: guestCard, gift: () => Promise.resolve({ ...gift, gift: null, message: 'The host hasn’t handed out gifts yet. Choose your price band so your gift fits your budget.' }) }),
  },
};

/** Marking it bought failed: the API's message, and the button stays. */
export const GiftRefused: Story = {
  args: {
    options: { key: KEY, event: 'mias-7th', guest: 'story-token' },
    api: fakeApi({ card: guestCard, bought: () => Promise.reject(new WidgetApiError(409, 'This party was cancelled, so there are no gifts to bring.')) }),
  },
};

export const InviteOnly: Story = { args: { api: fakeApi({ card: async () => ({ event: { ...card, inviteOnly: true } }) }) } };

export const AnswerRefused: Story = {
  args: { api: fakeApi({ answer: () => Promise.reject(new WidgetApiError(409, 'You are already on the guest list. Use the personal link from your invitation to change your answer.')) }) },
};

export const RevokedKey: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(403, 'This widget has been switched off by its owner.')) }) } };

export const OriginNotAllowed: Story = {
  args: {
    api: fakeApi({
      card: () => Promise.reject(new WidgetApiError(403, 'This site (https://elsewhere.example) is not allowed to show this Cakeday widget. The key’s owner can add it to the key’s allowed sites.')),
    }),
  },
};

export const RateLimited: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(429, 'Too many requests from your network. Please try again in 7 minutes.')) }) } };

export const Offline: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(0, 'Could not reach Cakeday. Check your connection and try again.')) }) } };

export const MissingKey: Story = { args: { options: { event: 'mias-7th' } } };

export const DarkTheme: Story = {
  args: { dark: true, theme: { background: '#1c1920', surface: '#26222b', text: '#f3eef5', muted: '#b9b0bf', border: '#3d3744', accent: '#ff7aa2', 'accent-text': '#1a0f14' } },
};

export const CustomTheme: Story = { args: { theme: { accent: '#0f766e', radius: '4px', font: 'Georgia, serif' } } };
