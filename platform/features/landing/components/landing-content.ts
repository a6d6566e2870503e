/** Static marketing copy of the landing page. */
export const steps = [
  {
    title: 'Plan & Invite',
    body: 'Create your event, send invitations, manage the guest list and import contacts from your phone.',
  },
  {
    title: 'Organize Gifts',
    body: 'Build wishlists with product links, assign gifts to guests and accept money contributions by card.',
  },
  {
    title: 'Find Venues & Supplies',
    body: 'Book the perfect space and order party supplies from our marketplace.',
  },
  {
    title: 'Celebrate & Share',
    body: 'Collect photos and videos from every guest in a private album for your event.',
  },
] as const;

export const features = [
  {
    key: 'forum',
    title: 'Community Forum',
    body: 'Swap party ideas, themes and tips in a Reddit-style forum with fellow hosts.',
  },
  {
    key: 'board',
    title: 'Monthly Birthday Board',
    body: 'Celebrate members born this month with group gifts and surprise contributions.',
  },
  {
    key: 'payments',
    title: 'Secure Payments',
    body: 'Every contribution is protected for 24 hours, then released to the host automatically.',
  },
  {
    key: 'assignment',
    title: 'Smart Gift Assignment',
    body: 'Gifts are matched to each guest’s price band: fair for everyone, one gift per guest, no duplicates.',
  },
  {
    key: 'venues',
    title: 'Venue Marketplace',
    body: 'Rent houses, backyards, pools and gardens — or list your own space for others to book.',
  },
  {
    key: 'storage',
    title: 'Cloud Albums & SMS',
    body: 'Keep every memory in cloud storage and send invitations and gift links by text message.',
  },
] as const;

export const testimonials = [
  {
    name: 'Sarah Mitchell',
    role: 'Mom of two',
    content: 'The smart gift assignment meant no duplicate presents for the first time ever. Every guest knew exactly what to bring.',
    initials: 'SM',
  },
  {
    name: 'David Chen',
    role: 'Surprise party planner',
    content: 'We booked a backyard venue, collected contributions and shared the album all in one place. Planning took an evening.',
    initials: 'DC',
  },
  {
    name: 'Maria Lopez',
    role: 'Birthday board regular',
    content: 'The birthday board is the sweetest part of the community. I got a group gift from people I met in the forum!',
    initials: 'ML',
  },
] as const;

/** Footer entries whose pages are not written yet; shown honestly as "coming soon". */
export const placeholderFooterLinks = ['Party Planning Guide', 'How it Works', 'Safety & Trust', 'Help Center', 'Privacy Policy', 'Terms of Service', 'Contact Us'] as const;
