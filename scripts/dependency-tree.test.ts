import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/**
 * Every package that renders with Preact accepts the Preact the widgets ship (11). npm calls a
 * peer range that refuses the installed version "invalid" and warns about it on every install:
 * @storybook/preact still names only Preact 8 and 10, so package.json overrides its range
 * (docs/decisions/059-preact-storybook-renderer-on-preact-11.md). This fails when an update brings
 * such a range back, before a newcomer's `npm install` prints the conflict again.
 */
describe('the installed dependency tree', () => {
  it('has no package that refuses the installed Preact', () => {
    const listed = spawnSync('npm', ['ls', 'preact'], { cwd: root, encoding: 'utf8' });
    expect(listed.stderr, listed.stdout).not.toMatch(/invalid/);
    expect(listed.status, `${listed.stdout}\n${listed.stderr}`).toBe(0);
  });
});
