import { eq } from 'drizzle-orm';
import type { DemoPaymentStore } from '../services/payments/demo-provider.ts';
import type { Db } from './client.ts';
import { demoPaymentStore } from './schema/index.ts';

/**
 * The demo provider's bookkeeping in the database, so a demo checkout started before a restart
 * (or on another Workers isolate) can still be paid, and the same idempotency key keeps giving
 * the same answer. Values are JSON, written whole.
 */
export class DbDemoPaymentStore implements DemoPaymentStore {
  constructor(private readonly db: Db) {}

  async get(key: string): Promise<unknown> {
    const [row] = await this.db.select({ value: demoPaymentStore.value }).from(demoPaymentStore).where(eq(demoPaymentStore.key, key));
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  }

  async set(key: string, value: unknown): Promise<void> {
    const text = JSON.stringify(value);
    await this.db
      .insert(demoPaymentStore)
      .values({ key, value: text })
      .onConflictDoUpdate({ target: demoPaymentStore.key, set: { value: text } });
  }
}
