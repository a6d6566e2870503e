import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const script = join(root, 'scripts', 'check-native.mjs');
const temps: string[] = [];

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/**
 * A project whose node_modules is this one's, except that sharp is a real copy of its JavaScript
 * without the @img/sharp-* packages that hold its binary: what a skipped optional dependency or a
 * node_modules copied from another platform leaves behind.
 */
function projectWithoutSharpBinary(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cakeday-check-native-'));
  temps.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'check-native-fixture', private: true }));
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, '@img'), { recursive: true });
  const real = join(root, 'node_modules');
  for (const entry of readdirSync(real)) {
    if (entry === 'sharp' || entry === '@img' || entry === '.bin') continue;
    symlinkSync(join(real, entry), join(modules, entry));
  }
  for (const entry of readdirSync(join(real, '@img'))) {
    if (!entry.startsWith('sharp-')) symlinkSync(join(real, '@img', entry), join(modules, '@img', entry));
  }
  cpSync(join(real, 'sharp'), join(modules, 'sharp'), { recursive: true });
  return dir;
}

describe('check-native', () => {
  it('passes on this install and names what it checked', async () => {
    const { stdout } = await run(process.execPath, [script], { cwd: root, timeout: 30_000 });
    expect(stdout).toMatch(/sharp \d+\.\d+\.\d+ \(libvips [\d.]+\)/);
    expect(stdout).toMatch(/esbuild \d+\.\d+\.\d+/);
    expect(stdout).toMatch(/workerd \S+/);
    expect(stdout).toContain('libsql');
  });

  it('is silent when asked to be and all is well', async () => {
    const { stdout, stderr } = await run(process.execPath, [script, '--quiet'], { cwd: root, timeout: 30_000 });
    expect(stdout).toBe('');
    expect(stderr).toBe('');
  });

  it('fails with the package, its own error and the fix when sharp has no binary', async () => {
    const project = projectWithoutSharpBinary();
    const failure = await run(process.execPath, [script, project, '--quiet'], { cwd: project, timeout: 30_000 }).then(
      () => undefined,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('✗ sharp: Could not load the "sharp" module');
    expect(failure?.stderr).toContain('npm rebuild sharp');
    expect(failure?.stderr).toContain('npm install-scripts approve');
    // The other packages still resolve to this install's binaries and pass.
    expect(failure?.stderr).not.toMatch(/✗ (esbuild|workerd|@libsql)/);
  });
});
