/**
 * Contact import rules inside workerd (decision 017): papaparse, libphonenumber-js and the
 * quoted-printable/windows-1252 decoding run unchanged on the Workers runtime.
 */
import { describe, expect, it } from 'vitest';
import { decodeTextFile } from '#core/domain/contacts/charset.rules.ts';
import { planContactImport } from '#core/domain/contacts/contact.rules.ts';
import { csvToContacts } from '#core/domain/contacts/contacts-csv.rules.ts';
import { parseVcards } from '#core/domain/contacts/vcard.rules.ts';

describe('contact import on Workers', () => {
  it('reads an Android 2.1 card, a semicolon windows-1252 CSV and French numbers', () => {
    const vcard = ['BEGIN:VCARD', 'VERSION:2.1', 'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=4A=C3=B6=72=67=20=4D=C3=', '=BC=6C=6C=65=72', 'TEL;CELL:06 12 34 56 78', 'END:VCARD'].join('\r\n');
    expect(planContactImport(parseVcards(vcard), [], 10, 'FR').toAdd).toEqual([{ source: 1, name: 'Jörg Müller', email: null, phone: '+33612345678' }]);
    const bytes = Uint8Array.from([...'Pr\xe9nom;Nom;Courriel;T\xe9l\xe9phone\r\nRen\xe9e;L\x92\x8cuvre;renee@example.fr;+1 (512) 555-0142 ext. 12\r\n'].map((char) => char.charCodeAt(0)));
    expect(planContactImport(csvToContacts(decodeTextFile(bytes)).contacts, [], 10, null).toAdd).toEqual([
      { source: 2, name: 'Renée L’Œuvre', email: 'renee@example.fr', phone: '+15125550142;ext=12' },
    ]);
  });
});
