import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './build-server.mjs';

describe('the Node server’s flags (npm start, the benches)', () => {
  it('are flags this Node takes (a bad one would stop npm start), with semi-spaces of at most 8 MB (decision 049)', () => {
    const probe = spawnSync(process.execPath, [...serverNodeFlags, '-e', ''], { encoding: 'utf8' });
    expect(probe.stderr).toBe('');
    expect(probe.status).toBe(0);
    const semiSpaceMb = Number(serverNodeFlags.map((flag) => /^--max-semi-space-size=(\d+)$/.exec(flag)?.[1]).find(Boolean));
    expect(semiSpaceMb).toBeGreaterThan(0);
    expect(semiSpaceMb).toBeLessThanOrEqual(8);
  });
});
