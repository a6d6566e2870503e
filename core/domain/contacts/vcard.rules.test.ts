import { describe, expect, it } from 'vitest';
import { decodeBytes, decodeTextFile } from './charset.rules.ts';
import android from './fixtures/android-2.1.vcf?raw';
import iphone from './fixtures/iphone-3.0.vcf?raw';
import { parseVcards, unfoldVcard } from './vcard.rules.ts';

const card = (...lines: string[]) => ['BEGIN:VCARD', ...lines, 'END:VCARD'].join('\r\n');

describe('parseVcards', () => {
  it('decodes Android 2.1 quoted-printable values in their charset', () => {
    const [jorg] = parseVcards(card('VERSION:2.1', 'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4A=C3=B6=72=67=20=4D=C3=BC=6C=6C=65=72', 'TEL;CELL:+33 6 12 34 56 78'));
    expect(jorg).toEqual({ source: 1, name: 'Jörg Müller', emails: [], phones: ['+33 6 12 34 56 78'] });
    const [latin] = parseVcards(card('VERSION:2.1', 'FN;ENCODING=QUOTED-PRINTABLE;CHARSET=ISO-8859-1:Fran=E7oise =80=92', 'EMAIL:f@example.fr'));
    expect(latin!.name).toBe('Françoise €’');
    // 2.1 also allows the bare parameter.
    expect(parseVcards(card('VERSION:2.1', 'FN;QUOTED-PRINTABLE:Ren=C3=A9e'))[0]!.name).toBe('Renée');
  });

  it('joins quoted-printable soft line breaks, indented or not, before decoding', () => {
    expect(unfoldVcard('FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4A=C3=B6=72=67=20=4D=C3=\r\n=BC=6C=6C=65=72\r\nTEL:1')).toEqual([
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4A=C3=B6=72=67=20=4D=C3=BC=6C=6C=65=72',
      'TEL:1',
    ]);
    const folded = card('VERSION:2.1', 'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=D0=B8=D0=B3=D0=BE=D1=80=D1=8C =D1=80=D1=83=D0=B4=D0=B5=D0=BD=D0=BA=D0=BE=', '\t=D0=B2');
    expect(parseVcards(folded)[0]!.name).toBe('игорь руденков');
  });

  it('reads 3.0/4.0 escapes, grouped properties, TYPE parameters, tel: URIs and N without FN', () => {
    const text = [
      card(
        'VERSION:3.0',
        'N:Baker;Ann;;;',
        'FN:Baker\\, Ann \\; Co',
        'item1.EMAIL;type=INTERNET:ann@example.com',
        'item1.X-ABLabel:_$!<Other>!$_',
        'TEL;TYPE=HOME:+44 20 7946 0958',
        'TEL;TYPE="voice,cell":+44 7400 123456',
      ),
      card('VERSION:4.0', 'N:Lee;Bob;J.;Dr.;', 'TEL;VALUE=uri;PREF=1;TYPE="voice,home":tel:+1-512-555-0142;ext=12', 'EMAIL;PREF=1:bob@exa', ' mple.com'),
    ].join('\r\n');
    expect(parseVcards(text)).toEqual([
      { source: 1, name: 'Baker, Ann ; Co', emails: ['ann@example.com'], phones: ['+44 7400 123456', '+44 20 7946 0958'] },
      { source: 2, name: 'Dr. Bob J. Lee', emails: ['bob@example.com'], phones: ['tel:+1-512-555-0142;ext=12'] },
    ]);
  });

  it('ranks a number Apple labelled Mobile (item1.X-ABLabel) before a home number listed first', () => {
    const text = card('VERSION:3.0', 'FN:Ann', 'TEL;type=HOME:+44 20 7946 0958', 'item1.TEL:+44 7400 123456', 'item1.X-ABLabel:_$!<Mobile>!$_', 'item2.TEL:+44 7400 123457', 'item2.X-ABLabel:Boat');
    expect(parseVcards(text)[0]!.phones).toEqual(['+44 7400 123456', '+44 20 7946 0958', '+44 7400 123457']);
  });

  it('skips base64 photos, 2.1 and 3.0 alike, without losing the fields after them', () => {
    const photo = 'PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwg';
    const text = card('VERSION:3.0', 'FN:Pic Ture', photo, ' JCQnICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAARCAABAAEDASIA', ' AhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAn/==', 'EMAIL:pic@example.com');
    expect(parseVcards(text)).toEqual([{ source: 1, name: 'Pic Ture', emails: ['pic@example.com'], phones: [] }]);
  });

  it('finds no contacts in a file that is not a vCard', () => {
    expect(parseVcards('hello: world\nname,email')).toEqual([]);
  });
});

describe('real exports', () => {
  it('an iPhone vCard 3.0 export (photo, item1.EMAIL, TYPE params, X-ABLabel)', () => {
    expect(parseVcards(iphone)).toEqual([
      { source: 1, name: 'Ann Baker', emails: ['ann.baker@example.com', 'ann@example.org'], phones: ['+1 (512) 555-0142', '(512) 555-0143'] },
      { source: 2, name: "Siobhán O'Neill", emails: ['siobhan@example.ie'], phones: ['+44 (0)20 7946 0958'] },
      { source: 3, name: 'Dr. Chidi Okafor', emails: [], phones: ['+1 (512) 555-0144 ext. 12'] },
    ]);
  });

  it('an Android vCard 2.1 export (quoted-printable names with soft breaks, N only, base64 photo, Latin-1)', () => {
    expect(parseVcards(android)).toEqual([
      { source: 1, name: 'Jörg Müller', emails: ['jorg.muller@example.fr'], phones: ['06 12 34 56 78', '01 23 45 67 89'] },
      { source: 2, name: 'Анна Соколова-Миронова', emails: [], phones: ['+33 6 98 76 54 32'] },
      { source: 3, name: 'Élodie Lefèvre', emails: [], phones: ['0612345679', '+33 1 44 55 66 77'] },
      { source: 4, name: 'Françoise Dürr €’s', emails: ['francoise@example.fr'], phones: [] },
    ]);
  });
});

describe('charsets', () => {
  it('decodes windows-1252 itself (runtime decoders drop 0x80–0x9F) and UTF-8 files with or without a BOM', () => {
    expect(decodeBytes(Uint8Array.from([0x80, 0x92, 0x9c, 0xe9]), 'windows-1252')).toBe('€’œé');
    expect(decodeBytes(Uint8Array.from([0xc3, 0xa9]), 'unknown-charset')).toBe('é');
    expect(decodeTextFile(Uint8Array.from([0xef, 0xbb, 0xbf, 0x4a, 0xc3, 0xb6]))).toBe('Jö');
    expect(decodeTextFile(Uint8Array.from([0x4a, 0xf6, 0x92]))).toBe('Jö’');
  });
});
