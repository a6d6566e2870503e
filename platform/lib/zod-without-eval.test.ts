import { describe, expect, it } from 'vitest';

describe('Zod without eval', () => {
  it('makes Zod parse jitless: the setting reaches Zod loaded after it', async () => {
    await import('./zod-without-eval.ts');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
  });
});
