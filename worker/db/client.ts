import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import * as schema from './schema/index.ts';

/** The drizzle database every repo receives; built over any libSQL client (file, memory or HTTP). */
export function createDb(client: Client) {
  return drizzle(client, { schema });
}
export type Db = ReturnType<typeof createDb>;
