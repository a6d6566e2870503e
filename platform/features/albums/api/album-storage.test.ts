import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetUploader, galleryHeaders, readGuestToken, readUploader, saveUploader, storeGuestToken } from './album-storage.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('what the device remembers for the album', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the portal uploader per event under cakeday.album-uploader.<slug>', () => {
    expect(readUploader('party')).toBeNull();
    saveUploader('party', { key: 'k1', name: 'Ada' });
    expect(localStorage.getItem('cakeday.album-uploader.party')).toBe('{"key":"k1","name":"Ada"}');
    expect(readUploader('party')).toEqual({ key: 'k1', name: 'Ada' });
    expect(readUploader('other-party')).toBeNull();
    forgetUploader('party');
    expect(readUploader('party')).toBeNull();
  });

  it('asks the name again when the stored value is damaged', () => {
    localStorage.setItem('cakeday.album-uploader.party', '{not json');
    expect(readUploader('party')).toBeNull();
    localStorage.setItem('cakeday.album-uploader.party', '{"key":"","name":"Ada"}');
    expect(readUploader('party')).toBeNull();
  });

  it('reads the guest token under the event page’s key, cakeday.guest-token.<slug>', () => {
    sessionStorage.setItem('cakeday.guest-token.party', 'from-event-page');
    expect(readGuestToken('party')).toBe('from-event-page');
    storeGuestToken('party', 'from-u-link');
    expect(sessionStorage.getItem('cakeday.guest-token.party')).toBe('from-u-link');
  });

  it('sends the gallery whatever identities this device has', () => {
    expect(galleryHeaders('party')).toEqual({});
    storeGuestToken('party', 'g1');
    saveUploader('party', { key: 'k1', name: 'Ada' });
    expect(galleryHeaders('party')).toEqual({ 'x-guest-token': 'g1', 'x-uploader-key': 'k1' });
  });

  it('works without storage at all (blocked in private mode)', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('sessionStorage', undefined);
    expect(readUploader('party')).toBeNull();
    expect(() => saveUploader('party', { key: 'k', name: 'n' })).not.toThrow();
    expect(galleryHeaders('party')).toEqual({});
  });
});
