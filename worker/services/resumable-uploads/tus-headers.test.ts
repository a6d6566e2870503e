import { describe, expect, it } from 'vitest';
import { describeBytes, parseByteCount, parseUploadMetadata } from './tus-headers.ts';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('Upload-Metadata', () => {
  it('reads the pairs tus-js-client sends, a key without a value, and UTF-8 values', () => {
    expect(parseUploadMetadata(`filename ${b64('Maya’s 7th 🎂.mov')},filetype ${b64('video/quicktime')},is_confidential`)).toEqual({
      ok: true,
      value: { filename: 'Maya’s 7th 🎂.mov', filetype: 'video/quicktime', is_confidential: '' },
    });
    expect(parseUploadMetadata(undefined)).toEqual({ ok: true, value: {} });
    expect(parseUploadMetadata('')).toEqual({ ok: true, value: {} });
  });

  it.each([
    ['a value that is not base64', 'filename not*base64', /not valid base64/],
    ['base64 without its padding', `filename ${b64('ab').replace(/=+$/, '')}`, /not valid base64/],
    ['a repeated key', `name ${b64('a')},name ${b64('b')}`, /appears twice/],
    ['an empty entry', `name ${b64('a')},,x`, /Each Upload-Metadata entry/],
    ['two spaces', `name  ${b64('a')}`, /Each Upload-Metadata entry/],
    ['a key with a non-ASCII letter', `nämé ${b64('a')}`, /Each Upload-Metadata entry/],
    ['bytes that are not UTF-8', `name ${Buffer.from([0xff, 0xfe]).toString('base64')}`, /not UTF-8/],
    ['a control character', `name ${b64('a\u0000b')}`, /control character/],
    ['a line break', `name ${b64('a\nb')}`, /one line/],
    ['a header that is too long', `name ${b64('x'.repeat(4000))}`, /too long/],
    ['too many entries', Array.from({ length: 33 }, (_, i) => `k${i}`).join(','), /at most 32/],
  ])('refuses %s', (_label, header, message) => {
    const result = parseUploadMetadata(header);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });

  it('a key named __proto__ is an ordinary key', () => {
    const result = parseUploadMetadata(`__proto__ ${b64('x')}`);
    expect(result.ok && Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(result.ok && Object.keys(result.value)).toEqual(['__proto__']);
  });
});

describe('byte counts', () => {
  it('takes whole numbers only', () => {
    expect(parseByteCount('1048576', 'Upload-Length')).toEqual({ ok: true, value: 1048576 });
    expect(parseByteCount('0', 'Upload-Offset')).toEqual({ ok: true, value: 0 });
    for (const bad of ['-1', '1.5', '1e6', '0x10', '01', ' ', 'abc', '99999999999999999']) {
      expect(parseByteCount(bad, 'Upload-Length').ok, bad).toBe(false);
    }
    expect(parseByteCount(undefined, 'Upload-Length')).toEqual({ ok: false, message: 'The Upload-Length header is missing.' });
  });

  it('describes sizes as people read them', () => {
    expect(describeBytes(512)).toBe('512 bytes');
    expect(describeBytes(8 * 1024 * 1024)).toBe('8 MB');
    expect(describeBytes(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });
});
