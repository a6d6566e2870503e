import { describe, expect, it } from 'vitest';
import { decodeTextFile } from './charset.rules.ts';
import { planContactImport, type RawContact } from './contact.rules.ts';
import { csvToContacts } from './contacts-csv.rules.ts';
import android from './fixtures/android-2.1.vcf?raw';
import excelUtf8 from './fixtures/excel-semicolon-utf8.csv?raw';
import google from './fixtures/google-contacts.csv?raw';
import iphone from './fixtures/iphone-3.0.vcf?raw';
import outlook from './fixtures/outlook.csv?raw';
import { parseVcards } from './vcard.rules.ts';

const raw = (source: number, name: string, emails: string[] = [], phones: string[] = []): RawContact => ({ source, name, emails, phones });

describe('planContactImport', () => {
  it('adds valid rows and reports every skipped row with its reason', () => {
    const plan = planContactImport(
      [
        raw(2, 'Ann', ['ANN@example.com']),
        raw(3, '', ['x@example.com']),
        raw(4, 'Cy'),
        raw(5, 'Di', ['not-an-email']),
        raw(6, 'Ann again', ['ann@example.com']),
        raw(7, 'Existing', [], ['(512) 555-0142']),
        raw(8, 'Ed', [], ['+44 20 7946 0958']),
        raw(9, 'Flo', ['flo@example.com']),
      ],
      [{ email: null, phone: '+15125550142' }],
      2,
      'US',
    );
    expect(plan.toAdd).toEqual([
      { source: 2, name: 'Ann', email: 'ann@example.com', phone: null },
      { source: 8, name: 'Ed', email: null, phone: '+442079460958' },
    ]);
    expect(plan.skipped).toEqual([
      { source: 3, name: '(no name)', reason: 'No name' },
      { source: 4, name: 'Cy', reason: 'No email or phone number' },
      { source: 5, name: 'Di', reason: 'not-an-email is not a valid email address' },
      { source: 6, name: 'Ann again', reason: 'Already on the guest list' },
      { source: 7, name: 'Existing', reason: 'Already on the guest list' },
      { source: 9, name: 'Flo', reason: 'The guest list is full' },
    ]);
  });

  it('checks emails with the app’s email schema, after taking the address out of "Name <…>" and mailto:', () => {
    const plan = planContactImport(
      [
        raw(1, 'Ann', ['Ann Baker <Ann@Example.com>']),
        raw(2, 'Bob', ['mailto:bob@example.com']),
        raw(3, 'Cy', ['<cy@example.com>']),
        raw(4, 'Di', ['di@example..com']),
        raw(5, 'Ed', ['ed@example..com', 'ed@example.com']),
      ],
      [],
      10,
    );
    expect(plan.toAdd.map((row) => row.email)).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com', 'ed@example.com']);
    expect(plan.skipped).toEqual([{ source: 4, name: 'Di', reason: 'di@example..com is not a valid email address' }]);
  });

  it('reads national numbers in the default country, asks for a country code without one, and keeps extensions', () => {
    const contacts = [raw(1, 'Jo', [], ['06 12 34 56 78']), raw(2, 'Kim', [], ['+1 (512) 555-0142 ext. 12'])];
    expect(planContactImport(contacts, [], 10, 'FR').toAdd.map((row) => row.phone)).toEqual(['+33612345678', '+15125550142;ext=12']);
    expect(planContactImport(contacts, [], 10, null).skipped).toEqual([
      { source: 1, name: 'Jo', reason: 'Add the country code to 06 12 34 56 78 (like +44): we cannot tell which country it is from' },
    ]);
    expect(planContactImport(contacts, [], 10, 'US').skipped[0]!.reason).toMatch(/^06 12 34 56 78 is not a valid phone number in the United States/);
  });

  it('treats +44 (0)20… and +44 20… as the same person', () => {
    const plan = planContactImport([raw(1, 'Ed', [], ['+44 (0)20 7946 0958']), raw(2, 'Ed twin', [], ['+44 20 7946 0958'])], [], 10);
    expect(plan.skipped).toEqual([{ source: 2, name: 'Ed twin', reason: 'Already on the guest list' }]);
  });

  it('adds a contact by its valid email and says which phone number was left out', () => {
    const plan = planContactImport([raw(1, 'Ann', ['ann@example.com'], ['555-1234'])], [], 10, 'US');
    expect(plan.toAdd).toEqual([{ source: 1, name: 'Ann', email: 'ann@example.com', phone: null, note: expect.stringMatching(/^555-1234 is not a valid phone number/) }]);
  });
});

describe('import preview of real exports', () => {
  const names = (plan: ReturnType<typeof planContactImport>) => plan.toAdd.map((row) => [row.name, row.email, row.phone]);

  it('iPhone vCard 3.0 at a party in the US', () => {
    expect(names(planContactImport(parseVcards(iphone), [], 100, 'US'))).toEqual([
      ['Ann Baker', 'ann.baker@example.com', '+15125550142'],
      ["Siobhán O'Neill", 'siobhan@example.ie', '+442079460958'],
      ['Dr. Chidi Okafor', null, '+15125550144;ext=12'],
    ]);
  });

  it('Android vCard 2.1 at a party in France', () => {
    expect(names(planContactImport(parseVcards(android), [], 100, 'FR'))).toEqual([
      ['Jörg Müller', 'jorg.muller@example.fr', '+33612345678'],
      ['Анна Соколова-Миронова', null, '+33698765432'],
      ['Élodie Lefèvre', null, '+33612345679'],
      ['Françoise Dürr €’s', 'francoise@example.fr', null],
    ]);
  });

  it('Google Contacts CSV: the first valid of several values', () => {
    const plan = planContactImport(csvToContacts(google).contacts, [], 100, 'US');
    expect(names(plan)).toEqual([
      ['Ann Baker', 'ann@example.com', '+15125550142'],
      ['Bob J. Lee', 'bob.lee@example.com', null],
      ['Cy Park', null, '+447400123456'],
      ['Cake Shop Ltd', 'orders@cakeshop.example', null],
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it('Outlook CSV: rows with only a home or business number are imported', () => {
    const plan = planContactImport(csvToContacts(outlook).contacts, [], 100, 'US');
    expect(names(plan)).toEqual([
      ['Harriet Hill', null, '+442079460958'],
      ['Bill Work', null, '+15125550150'],
      ['Mo T. Bile', null, '+15125550161'],
      ['Ella Mail', 'ella@example.com', null],
    ]);
    expect(plan.skipped).toEqual([{ source: 6, name: 'Pat Ager', reason: 'No email or phone number' }]);
  });

  it('semicolon CSV from a German Excel, UTF-8 with BOM and windows-1252', () => {
    const plan = planContactImport(csvToContacts(excelUtf8).contacts, [], 100, 'DE');
    expect(names(plan)).toEqual([
      ['Jörg Müller', 'joerg@example.de', '+493012345678'],
      ['Änne Schäfer, geb. Groß', null, '+4915123456789'],
    ]);
    expect(plan.skipped).toEqual([{ source: 4, name: 'Zoë Weiß', reason: 'zoe@example..de is not a valid email address' }]);
    const windows1252 = Uint8Array.from(
      [...'Prénom;Nom;Courriel\r\nRenée;L']
        .map((char) => char.charCodeAt(0))
        .concat([0x92, 0x8c])
        .concat([...'uvre;renee@example.fr\r\n'].map((char) => char.charCodeAt(0))),
    );
    expect(names(planContactImport(csvToContacts(decodeTextFile(windows1252)).contacts, [], 100, 'FR'))).toEqual([['Renée L’Œuvre', 'renee@example.fr', null]]);
  });
});
