import { describe, expect, it } from 'vitest';
import { identityHeaders, identityTag, uploadMetadata } from './album-identity.ts';

describe('uploader identities', () => {
  it('turn into the headers the API reads', () => {
    expect(identityHeaders({ kind: 'portal', portalToken: 'p', uploaderKey: 'k' })).toEqual({ 'x-upload-portal': 'p', 'x-uploader-key': 'k' });
    expect(identityHeaders({ kind: 'guest', guestToken: 'g' })).toEqual({ 'x-guest-token': 'g' });
    expect(identityHeaders({ kind: 'member', eventId: 'e' })).toEqual({});
  });

  it('name the file (and a host’s event) in the tus metadata, with a type even when the browser gave none', () => {
    expect(uploadMetadata({ kind: 'guest', guestToken: 'g' }, { name: 'a.heic', type: '' })).toEqual({ filename: 'a.heic', filetype: 'application/octet-stream' });
    expect(uploadMetadata({ kind: 'member', eventId: 'e1' }, { name: 'a.jpg', type: 'image/jpeg' })).toEqual({ filename: 'a.jpg', filetype: 'image/jpeg', event: 'e1' });
  });

  it('tag each identity stably and differently, without the token in it', () => {
    const portal = identityTag({ kind: 'portal', portalToken: 'secret-token', uploaderKey: 'k' });
    expect(portal).toBe(identityTag({ kind: 'portal', portalToken: 'secret-token', uploaderKey: 'k' }));
    expect(portal).not.toBe(identityTag({ kind: 'portal', portalToken: 'secret-token', uploaderKey: 'k2' }));
    expect(portal).not.toContain('secret');
  });
});
