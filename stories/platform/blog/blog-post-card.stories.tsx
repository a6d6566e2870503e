import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlogPostCard as BlogPostCardData } from '#core/domain/blog/blog.schema.ts';
import { BlogPostCard } from '#platform/features/blog/components/blog-post-card.tsx';

const post: BlogPostCardData = {
  slug: 'six-week-birthday-party-checklist',
  title: 'The six-week birthday party checklist',
  excerpt: 'A week-by-week plan that keeps a birthday party calm: when to set the budget, send invitations, order the cake and confirm the venue, with nothing left for the last night.',
  readingMinutes: 4,
  tags: ['planning', 'checklists'],
  coverImageUrl: '/demo/venues/backyard.webp',
  coverAlt: 'A drawn backyard with a lawn, bunting and a picnic table set for a party',
  publishedAt: '2026-11-02T15:00:00.000Z',
  authorName: 'Demo Admin',
};

const meta = {
  title: 'Platform/Blog/Post card',
  component: BlogPostCard,
  args: { post },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogPostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guide with its cover, date, reading time and two tags (each tag is its own link to /blog?tag=…). */
export const WithCover: Story = {};

/** No cover: a drawn placeholder keeps the grid's rows even. */
export const WithoutCover: Story = { args: { post: { ...post, coverImageUrl: null, coverAlt: null } } };

/** A long title and no tags: the title wraps and the excerpt takes the room. */
export const LongTitleNoTags: Story = {
  args: { post: { ...post, title: 'Ten questions to ask before you book a party venue, and what the answers tell you about it', tags: [], readingMinutes: 1 } },
};

/** Three cards in the /blog grid. */
export const InTheGrid: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', width: '90vw' }}>
      <li>
        <BlogPostCard post={post} headingLevel={3} />
      </li>
      <li>
        <BlogPostCard
          post={{
            ...post,
            slug: 'games',
            title: 'Party games by age: what actually works from 3 to 12',
            coverImageUrl: '/demo/venues/field.webp',
            coverAlt: 'A drawn grass field',
            tags: ['games', 'kids'],
          }}
          headingLevel={3}
        />
      </li>
      <li>
        <BlogPostCard post={{ ...post, slug: 'gifts', title: 'Group gifts without the awkwardness', coverImageUrl: null, coverAlt: null, tags: ['gifts', 'money'] }} headingLevel={3} />
      </li>
    </ul>
  ),
  decorators: [(Story) => <Story />],
};
