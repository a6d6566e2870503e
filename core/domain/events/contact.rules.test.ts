import { describe, expect, it } from 'vitest';
import { csvToContacts, normalizePhone, parseCsv, parseVcards, planContactImport } from './contact.rules.ts';

describe('normalizePhone', () => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['(555) 123-4567', '+15551234567'],
    ['1-555-123-4567', '+15551234567'],
    ['+1 555.123.4567', '+15551234567'],
  ])('%s → %s', (raw, expected) => expect(normalizePhone(raw)).toBe(expected));

  it.each(['12345', 'call me', '+0 555 123 4567', '555-1234', '+1 555 123 4567 ext 2', '+1+5551234567'])('rejects %s', (raw) =>
    expect(normalizePhone(raw)).toBeNull(),
  );
});

describe('parseCsv', () => {
  it('handles quotes, commas, newlines in quotes, CRLF and a BOM', () => {
    const text = '\uFEFFname,email\r\n"Baker, Ann",ann@example.com\r\n"Bob ""Bobby"" Lee","bob@example.com"\n"Multi\nline",x\n\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'email'],
      ['Baker, Ann', 'ann@example.com'],
      ['Bob "Bobby" Lee', 'bob@example.com'],
      ['Multi\nline', 'x'],
    ]);
  });
});

describe('csvToContacts', () => {
  it('finds columns by common header names and joins first and last names', () => {
    const { contacts } = csvToContacts(parseCsv('First Name,Last Name,E-mail Address,Mobile Phone\nAnn,Baker,ann@example.com,555 123 4567\n'));
    expect(contacts).toEqual([{ source: 2, name: 'Ann Baker', email: 'ann@example.com', phone: '555 123 4567' }]);
  });

  it('explains a file without a header', () => {
    expect(csvToContacts(parseCsv('Ann,ann@example.com\n')).error).toMatch(/first row must name the columns/);
    expect(csvToContacts([]).error).toBe('The file is empty.');
  });
});

describe('parseVcards', () => {
  it('reads FN, N, EMAIL and TEL with folded lines and parameters', () => {
    const text = [
      'BEGIN:VCARD', 'VERSION:3.0', 'FN:Ann Baker', 'EMAIL;TYPE=INTERNET:ann@example.com', 'TEL;TYPE=CELL:+1 555 123 4567', 'END:VCARD',
      'BEGIN:VCARD', 'VERSION:4.0', 'N:Lee;Bob;;;', 'TEL;VALUE=uri:tel:+44-20-7946-0958', 'item1.EMAIL:bob@exa', ' mple.com', 'END:VCARD',
    ].join('\r\n');
    expect(parseVcards(text)).toEqual([
      { source: 1, name: 'Ann Baker', email: 'ann@example.com', phone: '+1 555 123 4567' },
      { source: 2, name: 'Bob Lee', email: 'bob@example.com', phone: '+44-20-7946-0958' },
    ]);
  });
});

describe('planContactImport', () => {
  it('adds valid rows and reports every skipped row with its reason', () => {
    const plan = planContactImport(
      [
        { source: 2, name: 'Ann', email: 'ANN@example.com', phone: '' },
        { source: 3, name: '', email: 'x@example.com', phone: '' },
        { source: 4, name: 'Cy', email: '', phone: '' },
        { source: 5, name: 'Di', email: 'not-an-email', phone: '' },
        { source: 6, name: 'Ann again', email: 'ann@example.com', phone: '' },
        { source: 7, name: 'Existing', email: '', phone: '(555) 123-4567' },
        { source: 8, name: 'Ed', email: '', phone: '+44 20 7946 0958' },
        { source: 9, name: 'Flo', email: 'flo@example.com', phone: '' },
      ],
      [{ email: null, phone: '+15551234567' }],
      2,
    );
    expect(plan.toAdd).toEqual([
      { source: 2, name: 'Ann', email: 'ann@example.com', phone: null },
      { source: 8, name: 'Ed', email: null, phone: '+442079460958' },
    ]);
    expect(plan.skipped).toEqual([
      { source: 3, name: '(no name)', reason: 'No name' },
      { source: 4, name: 'Cy', reason: 'No email or phone number' },
      { source: 5, name: 'Di', reason: 'The email or phone number is not valid' },
      { source: 6, name: 'Ann again', reason: 'Already on the guest list' },
      { source: 7, name: 'Existing', reason: 'Already on the guest list' },
      { source: 9, name: 'Flo', reason: 'The guest list is full' },
    ]);
  });
});
