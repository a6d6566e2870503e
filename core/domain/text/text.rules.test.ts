import { describe, expect, it } from 'vitest';
import { multilineText, singleLineText } from './text.schema.ts';
import { findUnsavableString, textProblem } from './text.rules.ts';

describe('textProblem', () => {
  it('accepts what people type, in any script, with emoji', () => {
    for (const text of ['Jörg Müller', '李小龍', 'Zoë 🎂🎉', 'O’Brien – “quoted”', 'مريم', '👩‍👩‍👧‍👦 family']) expect(textProblem(text)).toBeNull();
  });

  it('refuses NUL and other control characters, and half an emoji', () => {
    expect(textProblem('Nul\u0000Name')).toBe('control-character');
    expect(textProblem('bell\u0007')).toBe('control-character');
    expect(textProblem('c1\u0085')).toBe('control-character');
    expect(textProblem('Name\ud800')).toBe('broken-character');
    expect(textProblem('\udc00Name')).toBe('broken-character');
    expect(textProblem('🎂'.slice(0, 1))).toBe('broken-character');
  });

  it('allows tab and line breaks only where the field has several lines', () => {
    expect(textProblem('line one\nline two\r\n\tindented', { multiline: true })).toBeNull();
    expect(textProblem('line one\nline two')).toBe('line-break');
    expect(textProblem('a\tb')).toBe('line-break');
  });
});

describe('findUnsavableString', () => {
  it('finds the first bad string anywhere in a parsed body, with its path', () => {
    expect(findUnsavableString({ a: 'ok', list: ['fine', { name: 'bad\u0000' }] })).toEqual({ path: ['list', 1, 'name'], problem: 'control-character' });
    expect(findUnsavableString({ ['key\ud800']: 1 })).toEqual({ path: ['key\ud800'], problem: 'broken-character' });
    expect(findUnsavableString({ note: 'two\nlines', n: 1, b: true, nothing: null })).toBeNull();
  });
});

describe('the shared text schemas', () => {
  it('name the field in their message and run before the field rules', () => {
    const name = singleLineText({ label: 'Name', error: 'Name is required' }).trim().min(1, 'Name is required');
    expect(name.safeParse('Nul\u0000Name').error?.issues[0]?.message).toBe(
      'Name contains an invisible control character that cannot be saved. Please remove it (retyping the text helps) and try again.',
    );
    expect(name.safeParse('  Ann ').data).toBe('Ann');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Name is required');
    expect(multilineText({ label: 'Note' }).safeParse('two\nlines').success).toBe(true);
  });
});
