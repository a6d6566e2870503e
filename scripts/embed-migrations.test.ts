import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embeddedModulePath, renderEmbeddedMigrations } from './embed-migrations.ts';

describe('embedded migrations', () => {
  it('match the SQL files drizzle-kit generated (run `npm run db:generate` when this fails)', () => {
    expect(readFileSync(embeddedModulePath, 'utf8')).toBe(renderEmbeddedMigrations());
  });
});
