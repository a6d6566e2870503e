/** @jsxImportSource preact */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { EmbedErrorDetail } from '#core/embed/embed-contract.ts';
import { createRuntime } from '../../sdk/runtime.ts';
import type { WidgetLoader } from '../../sdk/widget-registry.ts';

/**
 * What a host page sees when the SDK runtime meets an element. The element's attributes are the
 * ones a site owner writes; the runtime is the real one, with the real widget registry (only RSVP so
 * far, so these stories use the other names) unless a story passes its own loaders to show the download states.
 */
function HostElement({ attributes, loaders }: { attributes: Record<string, string>; loaders?: Partial<Record<string, WidgetLoader>> }) {
  const host = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<EmbedErrorDetail | null>(null);
  useEffect(() => {
    const element = host.current!;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    const onError = (event: Event) => setError((event as CustomEvent<EmbedErrorDetail>).detail);
    element.addEventListener('cakeday:error', onError);
    const runtime = createRuntime({ origin: location.origin, warn: () => {}, ...(loaders ? { loaders } : {}) });
    void runtime.mountElement(element);
    return () => {
      element.removeEventListener('cakeday:error', onError);
      runtime.unmount(element);
    };
  }, [attributes, loaders]);
  return (
    <div style="display:grid;gap:12px;max-width:480px;font-family:system-ui">
      <div ref={host} />
      <p style="margin:0;font-size:13px;color:#555">
        {error ? (
          <>
            <code>cakeday:error</code> sent to the host page: <code>{error.code}</code> — {error.message}
          </>
        ) : (
          'No cakeday:error event.'
        )}
      </p>
    </div>
  );
}

const meta: Meta<typeof HostElement> = {
  title: 'SDK/Runtime messages',
  component: HostElement,
};
export default meta;
type Story = StoryObj<typeof HostElement>;

export const WidgetNotAvailableYet: Story = {
  args: { attributes: { 'data-cakeday-widget': 'wishlist-add', 'data-product-title': 'Kite' } },
};

export const UnknownWidgetName: Story = {
  args: { attributes: { 'data-cakeday-widget': 'guestbook' } },
};

export const InvalidThemeValue: Story = {
  args: { attributes: { 'data-cakeday-widget': 'contribution', 'data-theme-accent': 'red; background: url(x)' } },
};

export const DownloadFailed: Story = {
  args: {
    attributes: { 'data-cakeday-widget': 'venue-search', 'data-city': 'Austin' },
    loaders: { 'venue-search': () => Promise.reject(new Error('offline')) },
  },
};

export const StillDownloading: Story = {
  args: {
    attributes: { 'data-cakeday-widget': 'contribution', 'data-gift-id': 'gift-1' },
    loaders: { contribution: () => new Promise(() => {}) },
  },
};
