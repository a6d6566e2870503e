/** @jsxImportSource preact */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useEffect, useRef } from 'preact/hooks';
import { CHECKOUT_RETURN_MESSAGE, type EmbedContributionCard, type EmbedContributionStart, type EmbedContributionState } from '#core/embed/embed-keys.rules.ts';
import type { EmbedConfig } from '#core/embed/embed.rules.ts';
import { widgetMinHeights } from '#core/embed/embed-contract.ts';
import contributionWidget from '../../widgets/contribution/index.tsx';
import { prepareShadowRoot } from '../../widgets/core/shadow-root.ts';
import { type WidgetApi, WidgetApiError } from '../../widgets/core/widget-api.ts';

const KEY = 'ck_pub_StoryStoryStoryStoryStory';

const pot: EmbedContributionCard = {
  id: 'pot-1',
  title: 'Mia’s bike fund',
  description: 'A red bike with a bell, for her 7th birthday.',
  eventTitle: 'Mia turns 7!',
  celebrantName: 'Mia',
  minCents: 500,
  maxCents: 50_000,
  targetCents: 30_000,
  raisedCents: 12_500,
  status: 'open',
  providerLabel: 'Demo payment — no money moves',
  guest: { name: 'Gus' },
  eventUrl: 'https://cakeday.example/e/mias-7th',
};

const started: EmbedContributionStart = {
  contribution: { id: 'contribution-1', potId: 'pot-1', amountCents: 1_000, status: 'pending', heldUntil: null },
  checkoutUrl: 'https://cakeday.example/demo-checkout/demo_cs_story',
};

/**
 * A widget API answering from the story's arguments instead of the network. Its origin is the
 * story's own, so the "popup's" message posted below passes the widget's origin check.
 */
function fakeApi(behaviour: { card?: () => Promise<{ pot: EmbedContributionCard }>; status?: EmbedContributionState['status'] }): WidgetApi {
  return {
    origin: window.location.origin,
    get: <T,>(path: string) =>
      (path.includes('/contribution/')
        ? Promise.resolve({ contribution: { ...started.contribution, status: behaviour.status ?? 'pending', heldUntil: behaviour.status === 'succeeded' ? '2026-06-07T21:00:00.000Z' : null } })
        : (behaviour.card ?? (() => Promise.resolve({ pot })))()) as Promise<T>,
    post: <T,>() => Promise.resolve(started) as Promise<T>,
  };
}

interface Args {
  options: Record<string, string>;
  theme: EmbedConfig['theme'];
  api: WidgetApi;
  /** Shows the dark scheme whatever the viewer's system setting. */
  dark?: boolean;
  /**
   * Sends the form once it shows, with a stand-in popup window, and for 'returned' posts the
   * checkout return page's message: the states after "Continue to payment" without a real checkout.
   */
  submit?: 'paying' | 'returned';
}

/** Mounts the real widget module into a real shadow root, as the SDK runtime does. */
function ContributionHost({ options, theme, api, dark, submit }: Args) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current!;
    const { root, container } = prepareShadowRoot(element, theme, widgetMinHeights.contribution);
    const cleanup = contributionWidget.mount({ host: element, root, container, config: { widget: 'contribution', options, theme }, api, emit: () => {} });
    if (!submit) return cleanup;
    const realOpen = window.open;
    const popup = {
      closed: false,
      location: { href: '' },
      close() {
        popup.closed = true;
      },
    };
    window.open = () => popup as unknown as Window;
    const timer = setInterval(() => {
      const form = root.querySelector('form');
      if (!form) return;
      clearInterval(timer);
      form.requestSubmit();
      if (submit === 'returned') setTimeout(() => window.postMessage({ type: CHECKOUT_RETURN_MESSAGE, contributionId: started.contribution.id, cancelled: false }, '*'), 200);
    }, 50);
    return () => {
      clearInterval(timer);
      window.open = realOpen;
      cleanup();
    };
  }, [options, theme, api, submit]);
  return (
    <div style={`max-width:520px;padding:16px;${dark ? 'background:#111;color-scheme:dark' : ''}`}>
      <div ref={host} />
    </div>
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/Contribution',
  render: (args) => <ContributionHost {...args} />,
  args: { options: { key: KEY, pot: 'pot-1', guest: 'story-token' }, theme: {}, api: fakeApi({}) },
};
export default meta;
type Story = StoryObj<Args>;

export const GuestLink: Story = {};

export const Loading: Story = { args: { api: fakeApi({ card: () => new Promise(() => {}) }) } };

export const NoTarget: Story = { args: { api: fakeApi({ card: async () => ({ pot: { ...pot, targetCents: null, description: null } }) }) } };

export const WithoutGuestLink: Story = { args: { options: { key: KEY, pot: 'pot-1' }, api: fakeApi({ card: async () => ({ pot: { ...pot, guest: null } }) }) } };

export const ClosedPot: Story = { args: { api: fakeApi({ card: async () => ({ pot: { ...pot, status: 'closed' } }) }) } };

export const WaitingForPayment: Story = { args: { submit: 'paying' } };

export const Success: Story = { args: { submit: 'returned', api: fakeApi({ status: 'succeeded' }) } };

export const Offline: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(0, 'Could not reach Cakeday. Check your connection and try again.')) }) } };

export const RevokedKey: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(403, 'This widget has been switched off by its owner.')) }) } };

export const InviteOnlyWithoutLink: Story = {
  args: { options: { key: KEY }, api: fakeApi({ card: () => Promise.reject(new WidgetApiError(403, 'This party is invite-only: open the personal link from your invitation to see its pot.')) }) },
};

export const RateLimited: Story = { args: { api: fakeApi({ card: () => Promise.reject(new WidgetApiError(429, 'Too many requests from your network. Please try again in 7 minutes.')) }) } };

export const MissingKey: Story = { args: { options: { pot: 'pot-1' } } };

export const DarkTheme: Story = {
  args: { dark: true, theme: { background: '#1c1920', surface: '#26222b', text: '#f3eef5', muted: '#b9b0bf', border: '#3d3744', accent: '#ff7aa2', 'accent-text': '#1a0f14' } },
};
