import { syncSchema, type SyncAnswer } from '#core/domain/messages/conversation-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { messagesPath } from './message-keys.ts';

/** GET /api/messages/sync?after=<cursor> → what changed since the cursor, and the new cursor. */
export async function syncInbox(after: string): Promise<SyncAnswer> {
  return syncSchema.parse(await apiJson('GET', `${messagesPath}/sync?after=${encodeURIComponent(after)}`));
}
