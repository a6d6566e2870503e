/**
 * The demo forum for `npm start`: a few useful posts in each topic, threads with replies, votes by
 * the demo accounts (so Hot, Top and Best differ), a pinned welcome post and one moderation in the
 * public log. Runs once, right after the demo data is first seeded (worker/db/seed.ts); it writes
 * through the forum's own repo, so counts, paths and hot ranks are made as for real posts.
 */
import { commentPath, hotRank } from '#core/domain/forum/forum.rules.ts';
import type { Db } from '../../db/client.ts';
import { forumRepo as repo } from './forum.repo.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const HOST = 'demo-user-1';
const ADMIN = 'demo-user-2';
const GUEST = 'demo-user-3';
const OWNER = 'demo-user-4';
const members = [
  { id: 'forum-demo-1', email: 'priya.forum@demo.cakeday.test', name: 'Priya Patel' },
  { id: 'forum-demo-2', email: 'marcus.forum@demo.cakeday.test', name: 'Marcus Johnson' },
  { id: 'forum-demo-3', email: 'lena.forum@demo.cakeday.test', name: 'Lena Okafor' },
];
const [PRIYA, MARCUS, LENA] = members.map((member) => member.id) as [string, string, string];
const voters = [HOST, ADMIN, GUEST, OWNER, PRIYA, MARCUS, LENA];

interface DemoComment {
  by: string;
  body: string;
  ago: number;
  votes?: [up: number, down: number];
  replies?: DemoComment[];
}

interface DemoPost {
  by: string;
  topic: string;
  title: string;
  body: string;
  linkUrl?: string;
  ago: number;
  votes: [up: number, down: number];
  pinned?: boolean;
  comments?: DemoComment[];
}

const posts: DemoPost[] = [
  {
    by: ADMIN,
    topic: 'help',
    title: 'Welcome to the Cakeday community! Read this first',
    body: 'Ask anything about planning a birthday: ideas, venues, gifts, budgets.\n\n- Be kind and specific.\n- No selling in posts; sellers have **shops**.\n- Use *Report* on anything that breaks the rules: the moderators see it, and every removal is in the public [moderation log](/forum/mod-log).',
    ago: 10 * DAY,
    votes: [6, 0],
    pinned: true,
  },
  {
    by: PRIYA,
    topic: 'party-ideas',
    title: 'Dinosaur party for a 6-year-old on a small budget — what worked for you?',
    body: 'Twelve kids, our backyard, about $150. So far: a "fossil dig" in the sandbox with plaster bones, and green cupcakes.\n\nWhat else kept them busy for two hours?',
    ago: 5 * HOUR,
    votes: [5, 0],
    comments: [
      {
        by: MARCUS,
        body: 'Dino egg hunt! Plastic eggs with a tiny dinosaur inside each. Ten minutes of pure joy and it costs $12.',
        ago: 4 * HOUR,
        votes: [4, 0],
        replies: [
          {
            by: PRIYA,
            body: 'Love it. Did you hide them before the guests came?',
            ago: 3 * HOUR,
            votes: [1, 0],
            replies: [{ by: MARCUS, body: 'Yes, and we kept a count: the last egg always hides in the hedge.', ago: 2 * HOUR, votes: [2, 0] }],
          },
        ],
      },
      { by: LENA, body: 'A "feed the T-rex" bean bag toss: a cardboard box with a painted mouth. Make two so nobody waits.', ago: 3 * HOUR, votes: [3, 1] },
      { by: GUEST, body: 'Stomp-like-a-dinosaur freeze dance. No props needed.', ago: 90 * 60_000, votes: [1, 0] },
    ],
  },
  {
    by: MARCUS,
    topic: 'venues-and-vendors',
    title: 'Renting a pool for a party: what to ask the owner before you book',
    body: '1. Is there a lifeguard, or must an adult be in the water?\n2. Heated? In spring it matters.\n3. Where do the kids change and is there a restroom?\n4. What happens if it rains?\n\nAnything I forgot?',
    ago: 2 * DAY,
    votes: [4, 0],
    comments: [
      { by: OWNER, body: 'As a venue owner: ask about glass (most pools ban it) and about music hours. And read the cancellation policy before paying.', ago: 40 * HOUR, votes: [4, 0] },
      { by: HOST, body: 'Shade! Two hours in the sun is a lot for small kids.', ago: 30 * HOUR, votes: [2, 0] },
    ],
  },
  {
    by: LENA,
    topic: 'gifts',
    title: 'Group gift or many small ones for a 10th birthday?',
    body: 'Our class usually does many small gifts and half of them are the same slime kit. Has anyone tried one group gift for a bigger wish?',
    ago: 20 * HOUR,
    votes: [3, 0],
    comments: [
      { by: PRIYA, body: 'We did a group gift for a bike last year: every family put in $10. The birthday boy still talks about it.', ago: 18 * HOUR, votes: [3, 0] },
      { by: GUEST, body: 'The wishlist here assigns one gift per guest by price band, so no duplicates. Worth a try.', ago: 12 * HOUR, votes: [2, 0] },
    ],
  },
  {
    by: HOST,
    topic: 'help',
    title: 'How early should invitations go out?',
    body: 'Party is in three weeks. Too late for paper invitations?',
    ago: 6 * HOUR,
    votes: [1, 0],
    comments: [{ by: LENA, body: 'Three weeks is perfect for a link by text. Add an RSVP deadline a week before so you can order food.', ago: 5 * HOUR, votes: [1, 0] }],
  },
  {
    by: GUEST,
    topic: 'party-ideas',
    title: 'Rainy-day backup plans that are not just "move inside"',
    body: 'Outdoor party, 40% chance of rain. Ideas for a plan B that still feels special?',
    ago: 3 * DAY,
    votes: [2, 1],
    comments: [{ by: MARCUS, body: 'Blanket fort movie corner. Kids remember it more than the bouncy castle.', ago: 2 * DAY, votes: [2, 0] }],
  },
];

/** Seeds the demo forum once (the demo accounts must exist). */
export async function seedDemoForum(db: Db, now: number): Promise<void> {
  await repo.insertDemoMembers(db, members, now - 60 * DAY);
  let removedCommentId: number | null = null;
  for (const post of posts) {
    const createdAt = now - post.ago;
    const postId = await repo.insertPost(db, {
      topic: post.topic,
      authorId: post.by,
      title: post.title,
      body: post.body,
      linkUrl: post.linkUrl ?? null,
      hot: hotRank(0, createdAt),
      createdAt,
      pinnedAt: post.pinned ? createdAt : null,
    });
    await castVotes(post.votes, post.by, async (voter, value) => {
      const counted = await repo.votePost(db, postId, voter, value, now);
      await repo.setHot(db, postId, counted.score, hotRank(counted.score, counted.createdAt));
    });
    const addComments = async (comments: DemoComment[], parent: { id: number; path: string; depth: number } | null) => {
      for (const comment of comments) {
        const row = await repo.insertComment(db, {
          postId,
          parentId: parent?.id ?? null,
          parentPath: parent?.path ?? null,
          depth: parent ? parent.depth + 1 : 0,
          authorId: comment.by,
          body: comment.body,
          now: now - comment.ago,
          placeholder: `demo-${postId}-${comment.ago}-${comment.by}`,
        });
        if (row.path !== commentPath(parent?.path ?? null, row.id)) throw new Error('The demo comment path was not written as expected.');
        await castVotes(comment.votes ?? [0, 0], comment.by, (voter, value) => repo.voteComment(db, row, voter, value, now));
        if (comment.replies) await addComments(comment.replies, row);
      }
    };
    await addComments(post.comments ?? [], null);
    if (post.topic === 'party-ideas' && removedCommentId === null) {
      const spam = await repo.insertComment(db, {
        postId,
        parentId: null,
        parentPath: null,
        depth: 0,
        authorId: OWNER,
        body: 'Buy cheap party supplies at my site!!!',
        now: now - 2 * HOUR,
        placeholder: `demo-${postId}-spam`,
      });
      removedCommentId = spam.id;
      await repo.updateComment(db, spam.id, { removedAt: now - HOUR, removedReason: 'Advertising: sellers have shops for that.' });
      await repo.insertLog(db, {
        action: 'remove_comment',
        moderatorId: ADMIN,
        moderatorName: 'Demo Admin',
        postId,
        commentId: spam.id,
        memberId: OWNER,
        memberName: 'Demo Venue Owner',
        subject: 'Buy cheap party supplies at my site!!!',
        reason: 'Advertising: sellers have shops for that.',
        createdAt: now - HOUR,
      });
    }
  }
}

/** Up and down votes from the demo members other than the author. */
async function castVotes([up, down]: [number, number], authorId: string, cast: (voter: string, value: 1 | -1) => Promise<unknown>) {
  const others = voters.filter((voter) => voter !== authorId);
  for (const [index, voter] of others.slice(0, up + down).entries()) await cast(voter, index < up ? 1 : -1);
}
