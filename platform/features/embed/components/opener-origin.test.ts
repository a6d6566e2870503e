import { describe, expect, it } from 'vitest';
import { webOrigin } from './opener-origin.ts';

describe('webOrigin', () => {
  it('keeps plain http(s) origins and nothing else', () => {
    expect(webOrigin('https://shop.example')).toBe('https://shop.example');
    expect(webOrigin('http://127.0.0.1:5500')).toBe('http://127.0.0.1:5500');
    for (const value of [null, '', 'https://shop.example/', 'https://shop.example/path', 'javascript:alert(1)', '*', 'null', 'https://user@shop.example', 'HTTPS://SHOP.EXAMPLE']) {
      expect(webOrigin(value), String(value)).toBeNull();
    }
  });
});
