import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorFallback } from '#platform/components/error-fallback.tsx';

const meta = {
  title: 'Platform/Error fallback',
  component: ErrorFallback,
  args: { error: new Error('Cannot read properties of undefined (reading "title")'), onRetry: fn(), autoRetry: false },
} satisfies Meta<typeof ErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDetails: Story = {};
export const WithoutDetails: Story = { args: { error: undefined } };
/** Retries by itself after 3 seconds (watch the onRetry action). */
export const AutoRetry: Story = { args: { autoRetry: true } };
