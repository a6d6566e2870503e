import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewList } from '#platform/features/venues/components/venue-reviews.tsx';
import { ReviewForm } from '#platform/components/review-form.tsx';

const reviews = [
  { id: 'r1', rating: 5, text: 'Perfect lawn for the bouncy castle.', reviewerName: 'Gus', createdAt: Date.UTC(2026, 11, 14), reply: 'Thank you, come again!', repliedAt: Date.UTC(2026, 11, 15) },
  { id: 'r2', rating: 4, text: 'Lovely shade, parking was tight.', reviewerName: 'Nora', createdAt: Date.UTC(2026, 10, 2), reply: null, repliedAt: null },
  { id: 'r3', rating: 3, text: '', reviewerName: 'Ada', createdAt: Date.UTC(2026, 9, 20), reply: null, repliedAt: null },
];

const meta = {
  title: 'Platform/Venues/Reviews',
  component: ReviewList,
  args: { reviews },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As a guest reads them on the venue page. */
export const List: Story = {};

/** No reviews yet. */
export const Empty: Story = { args: { reviews: [] } };

/** The owner: a reply form under each review without a reply. */
export const OwnerReplies: Story = { args: { canReply: true, onReply: () => undefined } };

/** The guest's form on a completed booking. */
export const WriteAReview: Story = { render: () => <ReviewForm heading="Write a review" maxLength={2000} onSubmit={() => undefined} /> };

/** The review was refused. */
export const ReviewRefused: Story = { render: () => <ReviewForm heading="Write a review" maxLength={2000} onSubmit={() => undefined} error="You have already reviewed this booking" /> };

/** The same form under a received marketplace order: a smaller heading naming the shop. */
export const ReviewAnOrder: Story = {
  render: () => <ReviewForm heading="Review Sweet Things Bakery" headingLevel={3} maxLength={2000} rows={3} submitLabel="Send review" pendingLabel="Sending..." onSubmit={() => undefined} />,
};
