import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the Node server heap growth limit', () => {
  it('is set by the first import of the Node entry, before any module that allocates', () => {
    const source = readFileSync(join(import.meta.dirname, '..', 'entry.node.ts'), 'utf8');
    const imports = [...source.matchAll(/^import\s.*?['"](.+?)['"];$/gm)].map((match) => match[1]);
    expect(imports[0]).toBe('./services/heap-growth.node.ts');
  });
});
