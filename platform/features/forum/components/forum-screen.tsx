import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forumTopics, postSorts, type PostSort, topWindows, type TopWindow } from '#core/domain/forum/forum.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { Skeleton } from '#platform/components/ui/skeleton.tsx';
import { cx } from '#platform/lib/class-names.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useChangePost } from '../api/change-post.ts';
import type { PostListParams } from '../api/forum-keys.ts';
import { usePosts } from '../api/get-posts.ts';
import { failureText } from './forum-format.ts';
import { PostCard } from './post-card.tsx';

const sortLabels: Record<PostSort, string> = { hot: 'Hot', new: 'New', top: 'Top' };
const windowLabels: Record<TopWindow, string> = { day: 'Today', week: 'This week', month: 'This month', all: 'All time' };

function paramsFrom(search: URLSearchParams): PostListParams {
  const sort = search.get('sort');
  const window = search.get('t');
  const topic = search.get('topic');
  return {
    sort: (postSorts as readonly string[]).includes(sort ?? '') ? (sort as PostSort) : 'hot',
    window: (topWindows as readonly string[]).includes(window ?? '') ? (window as TopWindow) : 'week',
    topic: forumTopics.some((item) => item.id === topic) ? topic : null,
    search: search.get('q') ?? '',
  };
}

const pill = (active: boolean) =>
  cx(
    'rounded-full px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-ring',
    active ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground hover:brightness-95',
  );

/** /forum: the community's posts by topic, Hot / New / Top, searchable, a page at a time. */
export function ForumScreen() {
  const [search, setSearch] = useSearchParams();
  const params = paramsFrom(search);
  const posts = usePosts(params);
  const change = useChangePost();
  const [voteError, setVoteError] = useState<string | null>(null);
  const searchId = useId();
  const windowId = useId();
  const [query, setQuery] = useState(params.search);
  useDocumentMeta('Community', 'Party ideas, venues and vendors, gifts and help from other Cakeday members.');

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    update({ q: query.trim() || null });
  }

  const first = posts.data?.pages[0];
  const viewer = first?.viewer;
  const pinned = first?.pinned ?? [];
  const pinnedIds = new Set(pinned.map((post) => post.id));
  const list = (posts.data?.pages.flatMap((page) => page.posts) ?? []).filter((post) => !pinnedIds.has(post.id));
  const vote =
    viewer?.signedIn && !viewer.ban
      ? (id: number) => (value: -1 | 0 | 1) => {
          setVoteError(null);
          change.mutate({ id, change: { kind: 'vote', value } }, { onError: (error) => setVoteError(failureText(error)) });
        }
      : undefined;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Community</h1>
          <p className="mt-1 text-muted-foreground">Ask, share and plan with other party hosts.</p>
        </div>
        {viewer?.signedIn ? <ButtonLink to={params.topic ? `/forum/new?topic=${params.topic}` : '/forum/new'}>New post</ButtonLink> : <ButtonLink to="/email-auth">Sign in to post</ButtonLink>}
      </div>

      <nav aria-label="Topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/forum" className={pill(params.topic === null)} aria-current={params.topic === null ? 'page' : undefined}>
              All topics
            </Link>
          </li>
          {forumTopics.map((topic) => (
            <li key={topic.id}>
              <Link to={`/forum?topic=${topic.id}`} className={pill(params.topic === topic.id)} aria-current={params.topic === topic.id ? 'page' : undefined}>
                {topic.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Sort posts" className="flex gap-1">
          {postSorts.map((sort) => (
            <button key={sort} type="button" aria-pressed={params.sort === sort} className={pill(params.sort === sort)} onClick={() => update({ sort: sort === 'hot' ? null : sort })}>
              {sortLabels[sort]}
            </button>
          ))}
        </div>
        {params.sort === 'top' ? (
          <div>
            <Label htmlFor={windowId} className="sr-only">
              Top posts of
            </Label>
            <Select id={windowId} value={params.window} onChange={(event) => update({ t: event.target.value })} className="h-9 w-auto">
              {topWindows.map((window) => (
                <option key={window} value={window}>
                  {windowLabels[window]}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <form role="search" onSubmit={submitSearch} className="ml-auto flex items-end gap-2">
          <div>
            <Label htmlFor={searchId} className="sr-only">
              Search titles
            </Label>
            <Input id={searchId} type="search" placeholder="Search titles" value={query} maxLength={100} onChange={(event) => setQuery(event.target.value)} className="h-9 w-48" />
          </div>
          <Button type="submit" variant="outline" size="sm">
            Search
          </Button>
        </form>
      </div>

      <p className="mt-3 flex flex-wrap gap-3 text-sm">
        <Link to="/forum/mod-log" className="rounded text-muted-foreground underline focus-visible:outline-3 focus-visible:outline-ring">
          Moderation log
        </Link>
        {viewer?.canModerate ? (
          <Link to="/forum/mod" className="rounded font-semibold text-primary underline focus-visible:outline-3 focus-visible:outline-ring">
            Moderation queue
          </Link>
        ) : null}
      </p>

      {viewer?.ban ? (
        <Alert tone="error" className="mt-4">
          You are banned from the forum {viewer.ban.until ? `until ${new Date(viewer.ban.until).toLocaleString('en-US')}` : 'for good'}. Reason: {viewer.ban.reason}
        </Alert>
      ) : null}
      {voteError ? (
        <Alert tone="error" className="mt-4">
          {voteError}
        </Alert>
      ) : null}

      <div className="mt-6 space-y-3">
        {posts.isPending ? (
          [0, 1, 2].map((key) => <Skeleton key={key} className="h-28 w-full" />)
        ) : posts.isError ? (
          <Alert tone="error">{failureText(posts.error)}</Alert>
        ) : (
          <>
            {pinned.length > 0 ? (
              <section aria-label="Pinned posts" className="space-y-3">
                {pinned.map((post) => (
                  <PostCard key={post.id} post={post} {...(vote ? { onVote: vote(post.id) } : {})} />
                ))}
              </section>
            ) : null}
            {list.length === 0 && pinned.length === 0 ? (
              <p className="rounded-card border border-dashed border-border p-8 text-center text-muted-foreground">
                {params.search ? `No post titles match “${params.search}”.` : 'No posts here yet. Start the conversation!'}
              </p>
            ) : (
              <section aria-label={`${sortLabels[params.sort]} posts`} className="space-y-3" data-testid="post-list">
                {list.map((post) => (
                  <PostCard key={post.id} post={post} {...(vote ? { onVote: vote(post.id) } : {})} />
                ))}
              </section>
            )}
            {posts.hasNextPage ? (
              <div className="text-center">
                <Button variant="outline" onClick={() => void posts.fetchNextPage()} disabled={posts.isFetchingNextPage}>
                  {posts.isFetchingNextPage ? 'Loading...' : 'More posts'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
