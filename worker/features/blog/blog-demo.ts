/**
 * The demo blog for `npm start`: the guides of blog-demo-posts.ts, written by the Demo Admin,
 * three published over the last weeks and one scheduled a few days ahead (it goes live from the
 * scheduler). Covers are drawn scenes of platform/public/demo/venues put through the real photo
 * pipeline as the admin's uploads. Runs once, right after the demo data is first seeded (Node only).
 */
import { readFile } from 'node:fs/promises';
import { excerptFrom } from '#core/domain/blog/blog.rules.ts';
import { markdownToPlainText, readingMinutes } from '#core/domain/text/markdown.rules.ts';
import { insertUpload } from '../../db/uploads.repo.ts';
import type { AppDeps } from '../../deps.ts';
import { intakeImage, mediaPath } from '../../services/images/image-intake.ts';
import { blogRepo } from './blog.repo.ts';
import { demoBlogPosts } from './blog-demo-posts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoBlog(deps: Pick<AppDeps, 'db' | 'blobs' | 'images'>, options: { authorId: string; scenesDir: URL; now: number }): Promise<void> {
  const { db, blobs, images } = deps;
  for (const post of demoBlogPosts) {
    let cover: { url: string; uploadId: string } | null = null;
    if (blobs && images) {
      const bytes = new Uint8Array(await readFile(new URL(`${post.scene}.webp`, options.scenesDir)));
      const stored = await intakeImage(bytes, { blobs, processor: images });
      await insertUpload(db, {
        id: stored.id,
        ownerId: options.authorId,
        kind: 'image',
        sourceType: stored.sourceType,
        sourceBytes: stored.sourceBytes,
        width: stored.width,
        height: stored.height,
        variants: stored.variants,
        createdAt: options.now,
      });
      cover = { url: mediaPath(stored.variants.medium.key), uploadId: stored.id };
    }
    const at = options.now + post.daysFromStart * DAY_MS;
    const scheduled = post.daysFromStart > 0;
    await blogRepo.insert(
      db,
      {
        id: `demo-blog-${post.slug}`,
        slug: post.slug,
        title: post.title,
        body: post.body,
        summary: post.summary,
        excerpt: excerptFrom(post.summary, markdownToPlainText(post.body)),
        readingMinutes: readingMinutes(post.body),
        coverImageUrl: cover?.url ?? null,
        coverUploadId: cover?.uploadId ?? null,
        coverAlt: cover ? post.coverAlt : null,
        status: scheduled ? 'scheduled' : 'published',
        publishAt: scheduled ? at : null,
        publishedAt: scheduled ? null : at,
        authorId: options.authorId,
        createdAt: Math.min(at, options.now) - DAY_MS,
        updatedAt: scheduled ? options.now : at,
      },
      post.tags,
    );
  }
}
