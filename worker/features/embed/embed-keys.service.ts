import type { Context } from 'hono';
import { type CreateEmbedKeyInput, EMBED_KEY_PREFIX, type EmbedKeyView, MAX_KEYS_PER_MEMBER } from '../../../core/embed/embed-keys.schema.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { requireUser } from '../../middleware/session.ts';
import { randomToken } from '../../services/tokens.ts';
import { type EmbedKeyRow, embedRepo } from './embed.repo.ts';

type Ctx = Context<AppBindings>;

const keyNotFound = () => new ApiError(404, 'Embed key not found.');

export function isProduction(c: Ctx): boolean {
  return c.var.deps.env.ENVIRONMENT === 'production';
}

function keyView(row: EmbedKeyRow, target: { title: string; slug: string } | undefined): EmbedKeyView {
  return {
    id: row.id,
    widget: row.widget,
    target: { kind: row.targetKind, id: row.targetId, title: target?.title ?? null, slug: target?.slug ?? null },
    label: row.label,
    allowedOrigins: row.allowedOrigins,
    createdAt: new Date(row.createdAt).toISOString(),
    revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt).toISOString(),
  };
}

async function viewsOf(c: Ctx, rows: EmbedKeyRow[]): Promise<EmbedKeyView[]> {
  const eventIds = [...new Set(rows.filter((row) => row.targetKind === 'event').map((row) => row.targetId))];
  const found = new Map((await embedRepo.eventsByIds(c.var.deps.db, eventIds)).map((event) => [event.id, event]));
  return rows.map((row) => keyView(row, row.targetKind === 'event' ? found.get(row.targetId) : undefined));
}

/**
 * A member creates a key for an event they host or co-host. Strangers get the same 404 as for an
 * event that does not exist, so event ids reveal nothing.
 */
export async function createEmbedKey(c: Ctx, input: CreateEmbedKeyInput): Promise<EmbedKeyView> {
  const user = requireUser(c);
  const { db, clock } = c.var.deps;
  const event = await embedRepo.findEvent(db, input.target.id);
  if (!event || !(await embedRepo.managesEvent(db, event, user.id))) {
    throw new ApiError(404, 'Event not found. You can embed only events you host or co-host.', { 'target.id': 'Choose one of your events' });
  }
  if ((await embedRepo.countKeysOf(db, user.id)) >= MAX_KEYS_PER_MEMBER) {
    throw new ApiError(409, `You have ${MAX_KEYS_PER_MEMBER} embed keys already. Revoke ones you no longer use first.`);
  }
  const [row] = await embedRepo.insertKey(db, {
    id: EMBED_KEY_PREFIX + randomToken(18),
    ownerId: user.id,
    widget: input.widget,
    targetKind: input.target.kind,
    targetId: event.id,
    label: input.label || null,
    allowedOrigins: input.allowedOrigins,
    createdAt: clock.now(),
  });
  return keyView(row!, event);
}

export async function listEmbedKeys(c: Ctx): Promise<EmbedKeyView[]> {
  const user = requireUser(c);
  return viewsOf(c, await embedRepo.listKeysOf(c.var.deps.db, user.id));
}

/** The key's owner revokes it, and so may the event's host (a co-host's key on their event). */
export async function revokeEmbedKey(c: Ctx, id: string): Promise<EmbedKeyView> {
  const user = requireUser(c);
  const { db, clock } = c.var.deps;
  const key = id.length <= 60 ? await embedRepo.findKey(db, id) : undefined;
  if (!key) throw keyNotFound();
  if (key.ownerId !== user.id) {
    const event = key.targetKind === 'event' ? await embedRepo.findEvent(db, key.targetId) : undefined;
    if (!event || event.hostId !== user.id) throw keyNotFound();
  }
  const row = await embedRepo.revokeKey(db, key.id, clock.now());
  if (!row) throw keyNotFound();
  return (await viewsOf(c, [row]))[0]!;
}
