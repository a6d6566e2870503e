import { describe, expect, it } from 'vitest';
import { declaredCharset, decodePage } from './link-reader-charset.ts';

/** windows-1252 bytes: é = 0xE9, è = 0xE8, € = 0x80, “ ” = 0x93 0x94 (Node 20's own decoder gets the last three wrong). */
const latin = (html: string) => Uint8Array.from([...html].map((char) => ({ é: 0xe9, è: 0xe8, '€': 0x80, '“': 0x93, '”': 0x94 })[char] ?? char.charCodeAt(0)));
const body = '<title>Café crème “€5”</title>';

describe('decodePage', () => {
  it('honours the Content-Type charset', () => {
    expect(decodePage(latin(body), 'text/html; charset=windows-1252')).toContain('Café crème “€5”');
    expect(decodePage(latin(body), 'text/html; Charset="ISO-8859-1"')).toContain('Café crème “€5”');
  });

  it.each([
    ['<meta charset="windows-1252">'],
    ["<meta charset='latin1'>"],
    ['<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'],
    ['<!doctype html><html><head><META HTTP-EQUIV="content-type" CONTENT="text/html;charset=windows-1252">'],
  ])('falls back to %s in the first bytes', (meta) => {
    expect(decodePage(latin(`${meta}${body}`), 'text/html')).toContain('Café crème “€5”');
  });

  it('lets the header win over the page, and a byte order mark win over both', () => {
    const utf8 = new TextEncoder().encode(`<meta charset="windows-1252">${body}`);
    expect(decodePage(utf8, 'text/html; charset=utf-8')).toContain('Café crème “€5”');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodePage(withBom, 'text/html; charset=windows-1252')).toBe(`<meta charset="windows-1252">${body}`);
  });

  it('skips labels it does not know, a declaration inside a comment or script, and one past the first 1024 bytes', () => {
    expect(decodePage(latin(`<meta charset="klingon">${body}`), 'text/html; charset=bogus')).toContain('Caf\ufffd cr\ufffdme');
    expect(declaredCharset(latin('<!-- <meta charset="windows-1252"> --><script>"<meta charset=latin1>"</script>'))).toBeUndefined();
    expect(declaredCharset(latin(`${' '.repeat(1100)}<meta charset="windows-1252">`))).toBeUndefined();
  });

  it('reads a page that says utf-16 in its ASCII markup as UTF-8 (HTML spec), and defaults to UTF-8', () => {
    expect(declaredCharset(latin('<meta charset="utf-16">'))).toBe('utf-8');
    expect(decodePage(new TextEncoder().encode(body), '')).toBe(body);
  });

  it('decodes other legacy encodings the same way (Shift_JIS)', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('<meta charset="shift_jis"><title>'), 0x82, 0xa0, ...new TextEncoder().encode('</title>')]);
    expect(decodePage(bytes, 'text/html')).toContain('<title>あ</title>');
  });
});
