/**
 * `/sdk/v1/cakeday.d.ts` is what TypeScript host pages compile against: bundle it the way the build
 * does and compile a host page's code with it, right and wrong.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

let declarations = '';

beforeAll(async () => {
  const bundle = await rollup({ input: 'sdk/types.ts', plugins: [dts({ tsconfig: './tsconfig.sdk.json' })] });
  const { output } = await bundle.generate({ format: 'es' });
  declarations = output[0].code;
}, 60_000);

/** The compiler's errors for `hostCode` next to cakeday.d.ts, as a host page's project would see them. */
function compile(hostCode: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'cakeday-dts-'));
  writeFileSync(join(dir, 'cakeday.d.ts'), declarations);
  writeFileSync(join(dir, 'host.ts'), `/// <reference path="./cakeday.d.ts" />\nexport {};\n${hostCode}`);
  try {
    const program = ts.createProgram([join(dir, 'host.ts')], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2020, lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'], skipLibCheck: false, types: [] });
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  } finally {
    // Every run made folders in the system's temp dir and left them there.
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('cakeday.d.ts', () => {
  it('is one file of types with no imports', () => {
    expect(declarations).toContain('interface CakedayFunction');
    expect(declarations).not.toMatch(/^import /m);
  });

  it('types the Cakeday() calls and every widget event a host page listens to', () => {
    expect(
      compile(`
window.Cakeday?.('mount', { widget: 'rsvp', target: '#rsvp', options: { event: 'mias-7th' }, theme: { accent: '#0f766e' } });
window.Cakeday?.('scan');
window.Cakeday?.('unmount', '#rsvp');
const version: string | undefined = window.Cakeday?.version;
document.addEventListener('cakeday:rsvp.submitted', (event) => { const size: number = event.detail.partySize; void size; });
document.querySelector('cakeday-widget')?.addEventListener('cakeday:contribution.completed', (event) => { const cents: number = event.detail.amountCents; void cents; });
document.addEventListener('cakeday:error', (event) => { const code: 'unknown-widget' | 'unavailable-widget' | 'invalid-config' | 'load-failed' = event.detail.code; void code; });
void version;
`),
    ).toEqual([]);
  });

  it('refuses a widget that does not exist, a wrong command and a payload field that is not there', () => {
    const errors = compile(`
window.Cakeday?.('mount', { widget: 'guestbook', target: '#x' });
window.Cakeday?.('explode');
document.addEventListener('cakeday:rsvp.submitted', (event) => { const wrong: string = event.detail.amountCents; void wrong; });
`);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(errors.join('\n')).toMatch(/guestbook/);
    expect(errors.join('\n')).toMatch(/amountCents/);
  });
});
