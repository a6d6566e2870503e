import { afterEach, describe, expect, it } from 'vitest';
import { versionedAnswer } from '../cache/versioned-answers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Verify mode catches what a cache forgets: a kept read whose table list misses a table it reads,
 * a versioned answer whose version did not move, a shared answer kept past a change it cannot see.
 */
let t: TestApp | undefined;
afterEach(() => {
  try {
    t?.close();
  } catch {
    // The tests below leave stale reads behind on purpose and check close() themselves.
  }
  t = undefined;
});

async function names(app: TestApp) {
  return { names: (await app.client.execute('SELECT name FROM users ORDER BY name')).rows.map((row) => String(row.name)) };
}
const addUser = (app: TestApp, name: string) =>
  app.client.execute({ sql: "INSERT INTO users (id, email, name, role, created_at, updated_at) VALUES (?, ?, ?, 'customer', 0, 0)", args: [name, `${name}@example.com`, name] });

describe('verify mode', () => {
  it('fails a kept read whose SQL reads a table it does not declare, at the read and again at close', async () => {
    const app = (t = await createTestApp());
    await addUser(app, 'Ann');
    // Declares `login_throttles` while it reads `users`: a write to users would not drop it.
    await expect(app.deps.readCache!.read(['login_throttles'], 'member names', () => names(app))).rejects.toThrow(
      /Stale cache: Kept read "member names" declares \[login_throttles\] but its SQL also reads \[users\]/,
    );
    expect(() => app.close()).toThrow(/A cache answered stale data during this test/);
  });

  it('fails a kept read that answers differently from a fresh read', async () => {
    const app = (t = await createTestApp());
    let count = 1;
    // Reads no table at all, so nothing a write does drops it: what it shows changes anyway.
    const read = () => app.deps.readCache!.read([], 'a count', async () => ({ count }));
    expect(await read()).toEqual({ count: 1 });
    expect(await read()).toEqual({ count: 1 });
    count = 2;
    await expect(read()).rejects.toThrow(/Stale cache: Kept read over \[\] "a count"/);
  });

  it('passes a kept read that declares its tables', async () => {
    const app = (t = await createTestApp());
    const read = () => app.deps.readCache!.read(['users'], 'member names', () => names(app));
    await addUser(app, 'Ann');
    await read();
    await addUser(app, 'Bea');
    expect(await read()).toEqual({ names: ['Ann', 'Bea'] });
    expect(await read()).toEqual({ names: ['Ann', 'Bea'] });
    expect(() => app.close()).not.toThrow();
  });

  it('fails a versioned answer whose version did not move with what it shows', async () => {
    const app = (t = await createTestApp());
    await addUser(app, 'Ann');
    const page = async () => versionedAnswer(app.db, 'names v1', async () => JSON.stringify(await names(app)));
    await page();
    await addUser(app, 'Bea');
    await expect(page()).rejects.toThrow(/Stale cache: Versioned answer "names v1"/);
  });

  it('fails a shared answer kept past a change it cannot see, and is quiet while turned off', async () => {
    const app = (t = await createTestApp({ sharedAnswers: true }));
    let version = 1;
    const shared = async () => (await app.deps.sharedCache!.get('counter', async () => ({ body: `v${version}` }))).body;
    expect(await shared()).toBe('v1');
    version = 2; // Not a write the cache can see.
    app.verifyCaches(false);
    expect(await shared()).toBe('v1');
    app.verifyCaches(true);
    await expect(shared()).rejects.toThrow(/Stale cache: Shared answer "counter"/);
  });
});
