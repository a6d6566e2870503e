/** @jsxImportSource preact */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useEffect, useRef } from 'preact/hooks';
import { widgetMinHeights } from '#core/embed/embed-contract.ts';
import type { EmbedConfig } from '#core/embed/embed.rules.ts';
import type { EmbedWishlistAdded, EmbedWishlistCard, EmbedWishlistChoices } from '#core/embed/embed-wishlist.rules.ts';
import { prepareShadowRoot } from '../../widgets/core/shadow-root.ts';
import { type WidgetApi, WidgetApiError } from '../../widgets/core/widget-api.ts';
import wishlistAddWidget from '../../widgets/wishlist-add/index.tsx';
import { storageKey } from '../../widgets/wishlist-add/wishlist-add.rules.ts';

const KEY = 'ck_pub_StoryStoryStoryStoryShop';
const product = { key: KEY, title: 'Wooden Balance Bike', price: '89.00', url: 'https://tinywheels.example/bike' };
const card: EmbedWishlistCard = { sellerName: 'Tiny Wheels', currency: 'USD' };
const choices: EmbedWishlistChoices = {
  member: { name: 'Ana' },
  wishlists: [
    { eventId: 'e1', title: 'Leo turns 4', startsAt: '2026-12-05T15:00:00.000Z', timeZone: 'America/New_York', itemCount: 6 },
    { eventId: 'e2', title: 'Ana’s 30th', startsAt: '2027-01-16T19:00:00.000Z', timeZone: 'America/New_York', itemCount: 1 },
  ],
  createUrl: 'https://cakeday.example/event/new',
};
const added: EmbedWishlistAdded = { item: { id: 'item-1', eventId: 'e1', title: 'Wooden Balance Bike', priceCents: 8900 }, wishlistUrl: 'https://cakeday.example/dashboard/events/e1/wishlist' };
const never = () => new Promise<never>(() => {});

/** A widget API answering from the story's arguments instead of the network. */
function fakeApi(behaviour: { card?: () => Promise<unknown>; lists?: () => Promise<unknown>; add?: () => Promise<unknown> } = {}): WidgetApi {
  return {
    origin: window.location.origin,
    get: <T,>(path: string) => (path.includes('/events') ? (behaviour.lists ?? (async () => choices))() : (behaviour.card ?? (async () => ({ card })))()) as Promise<T>,
    post: <T,>(path: string) => (path.includes('/items') ? (behaviour.add ?? (async () => added))() : Promise.resolve({ ok: true })) as Promise<T>,
  };
}

interface Args {
  options: Record<string, string>;
  theme: EmbedConfig['theme'];
  api: WidgetApi;
  dark?: boolean;
  /** Signed in already (a token kept in this tab), so "Add" goes straight to the wishlists. */
  signedIn?: boolean;
  /** What to do once it shows: click "Add", or click it and send the chosen wishlist. */
  steps?: 'click' | 'add';
}

/** Mounts the real widget module into a real shadow root, as the SDK runtime does. */
function WishlistAddHost({ options, theme, api, dark, signedIn, steps }: Args) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current!;
    if (signedIn) sessionStorage.setItem(storageKey(KEY), JSON.stringify({ token: `ces_${'s'.repeat(32)}`, name: 'Ana', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }));
    else sessionStorage.removeItem(storageKey(KEY));
    const realOpen = window.open;
    window.open = () => ({ closed: false, close() {} }) as unknown as Window;
    const { root, container } = prepareShadowRoot(element, theme, widgetMinHeights['wishlist-add']);
    const cleanup = wishlistAddWidget.mount({ host: element, root, container, config: { widget: 'wishlist-add', options, theme }, api, emit: () => {} });
    let step = 0;
    const timer = setInterval(() => {
      if (!steps) return clearInterval(timer);
      const button = [...root.querySelectorAll('button')].find((entry) => entry.textContent === 'Add to Cakeday wishlist');
      const form = root.querySelector('form');
      if (step === 0 && button) {
        button.click();
        step = 1;
        if (steps === 'click') clearInterval(timer);
      } else if (step === 1 && form) {
        form.requestSubmit();
        clearInterval(timer);
      }
    }, 50);
    return () => {
      clearInterval(timer);
      window.open = realOpen;
      cleanup();
    };
  }, [options, theme, api, signedIn, steps]);
  return (
    <div style={`max-width:420px;padding:16px;${dark ? 'background:#111;color-scheme:dark' : ''}`}>
      <div ref={host} />
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/Add to wishlist',
  render: (args) => <WishlistAddHost {...args} />,
  args: { options: product, theme: {}, api: fakeApi() },
};
export default meta;
type Story = StoryObj<Args>;

export const SignedOut: Story = {};

export const Loading: Story = { args: { api: fakeApi({ card: never }) } };

export const WaitingForSignIn: Story = { args: { steps: 'click' } };

export const ChooseWishlist: Story = { args: { signedIn: true, steps: 'click' } };

export const NoWishlistYet: Story = { args: { signedIn: true, steps: 'click', api: fakeApi({ lists: async () => ({ ...choices, wishlists: [] }) }) } };

export const Adding: Story = { args: { signedIn: true, steps: 'add', api: fakeApi({ add: never }) } };

export const Success: Story = { args: { signedIn: true, steps: 'add' } };

export const AddRefused: Story = {
  args: { signedIn: true, steps: 'add', api: fakeApi({ add: () => Promise.reject(new WidgetApiError(400, 'Image must be a web address starting with https://')) }) },
};

export const SignInEnded: Story = {
  args: { signedIn: true, steps: 'click', api: fakeApi({ lists: () => Promise.reject(new WidgetApiError(401, 'Please sign in to Cakeday to add this to your wishlist.')) }) },
};

export const RevokedKey: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(403, 'This widget has been switched off by its owner.')) }) } };

export const RateLimited: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(429, 'Too many requests from your network. Please try again in 4 minutes.')) }) } };

export const NetworkError: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(0, 'Could not reach Cakeday. Check your connection and try again.')) }) } };

export const PricedInEuros: Story = { args: { options: { ...product, currency: 'EUR', price: '79,00' } } };

export const MissingProduct: Story = { args: { options: { key: KEY } } };

export const DarkTheme: Story = {
  args: {
    dark: true,
    signedIn: true,
    steps: 'click',
    theme: { accent: '#ff7aa2', 'accent-text': '#1a0f14', background: '#1c1920', surface: '#26222b', text: '#f3eef5', muted: '#b9b0bf', border: '#3d3744' },
  },
};

export const CustomTheme: Story = { args: { theme: { accent: '#0f766e', radius: '4px', font: 'Georgia, serif' } } };
