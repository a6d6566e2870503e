import { describe, expect, it } from 'vitest';
import { csvFile } from '../csv.rules.ts';
import { csvToContacts, parseCsvRows, unguardCell } from './contacts-csv.rules.ts';
import excelUtf8 from './fixtures/excel-semicolon-utf8.csv?raw';
import google from './fixtures/google-contacts.csv?raw';
import googleLegacy from './fixtures/google-contacts-legacy.csv?raw';
import ownExport from './fixtures/guests-export.csv?raw';
import outlook from './fixtures/outlook.csv?raw';

const contact = (source: number, name: string, emails: string[] = [], phones: string[] = []) => ({ source, name, emails, phones });

describe('parseCsvRows', () => {
  it('handles quotes, commas, newlines in quotes, CRLF and a BOM', () => {
    const text = '\uFEFFname,email\r\n"Baker, Ann",ann@example.com\r\n"Bob ""Bobby"" Lee","bob@example.com"\n"Multi\nline",x\n\n';
    expect(parseCsvRows(text)).toEqual([
      ['name', 'email'],
      ['Baker, Ann', 'ann@example.com'],
      ['Bob "Bobby" Lee', 'bob@example.com'],
      ['Multi\nline', 'x'],
    ]);
  });

  it('detects semicolons (European Excel) and tabs', () => {
    expect(parseCsvRows('Name;E-Mail\r\n"Müller, Jörg";j@example.de\r\n')).toEqual([
      ['Name', 'E-Mail'],
      ['Müller, Jörg', 'j@example.de'],
    ]);
    expect(parseCsvRows('Name\tEmail\nAnn\tann@example.com\n')).toEqual([
      ['Name', 'Email'],
      ['Ann', 'ann@example.com'],
    ]);
    expect(parseCsvRows('sep=;\r\nName;Notes\r\nAnn;a, b\r\n')).toEqual([
      ['Name', 'Notes'],
      ['Ann', 'a, b'],
    ]);
  });

  it('takes off exactly the apostrophe our export adds before formula-like cells', () => {
    expect(["'+442079460958", "'=SUM(1)", "'@Sam", "'-Dash", "'Tis", "O'Neill", "''+1"].map(unguardCell)).toEqual(['+442079460958', '=SUM(1)', '@Sam', '-Dash', "'Tis", "O'Neill", "''+1"]);
    const exported = csvFile(['name', 'email', 'phone'], [['=HYPERLINK("x")', 'a@example.com', '+15125550142;ext=12']]);
    expect(csvToContacts(exported).contacts).toEqual([contact(2, '=HYPERLINK("x")', ['a@example.com'], ['+15125550142;ext=12'])]);
  });
});

describe('csvToContacts', () => {
  it('finds columns by common header names and joins first, middle and last names', () => {
    const { contacts } = csvToContacts('First Name,Middle Name,Last Name,E-mail Address,Mobile Phone\nAnn,M.,Baker,ann@example.com,512 555 0142\n');
    expect(contacts).toEqual([contact(2, 'Ann M. Baker', ['ann@example.com'], ['512 555 0142'])]);
  });

  it('splits Google’s " ::: " cells into every value, in order', () => {
    const { contacts } = csvToContacts('Name,E-mail 1 - Type,E-mail 1 - Value\nAnn,* Home,ann@example.com ::: ann@work.example\n');
    expect(contacts).toEqual([contact(2, 'Ann', ['ann@example.com', 'ann@work.example'])]);
  });

  it('explains a file without a header', () => {
    expect(csvToContacts('Ann,ann@example.com\n').error).toMatch(/first row must name the columns/);
    expect(csvToContacts('').error).toBe('The file is empty.');
  });
});

describe('real exports', () => {
  it('Google Contacts (current format): labels pick the mobile number, an organisation names a company', () => {
    expect(csvToContacts(google).contacts).toEqual([
      contact(2, 'Ann Baker', ['ann@example.com', 'ann@work.example'], ['+1 512-555-0142', '(512) 555-0143']),
      contact(3, 'Bob J. Lee', ['not-an-email', 'bob.lee@example.com']),
      contact(4, 'Cy Park', [], ['+44 7400 123456', '+44 20 7946 0958']),
      contact(5, 'Cake Shop Ltd', ['orders@cakeshop.example']),
    ]);
  });

  it('Google Contacts (legacy format)', () => {
    expect(csvToContacts(googleLegacy).contacts).toEqual([contact(2, 'Dee Kay', ['dee@example.com', 'dee@work.example'], ['+1 415 555 0132'])]);
  });

  it('Outlook: any of Home, Business or Mobile Phone (mobile first, then home, then business), never fax, pager or assistant', () => {
    expect(csvToContacts(outlook).contacts).toEqual([
      contact(2, 'Harriet Hill', [], ['+44 20 7946 0958']),
      contact(3, 'Bill Work', [], ['+1 (512) 555-0150']),
      contact(4, 'Mo T. Bile', [], ['+1 (512) 555-0161', '+1 (512) 555-0160', '+1 (512) 555-0162']),
      contact(5, 'Ella Mail', ['Ella Mail <ella@example.com>']),
      contact(6, 'Pat Ager'),
    ]);
  });

  it('a semicolon-separated UTF-8 file with a BOM from a German Excel', () => {
    expect(excelUtf8.charCodeAt(0)).toBe(0xfeff);
    expect(csvToContacts(excelUtf8).contacts).toEqual([
      contact(2, 'Jörg Müller', ['joerg@example.de'], ['030 12345678']),
      contact(3, 'Änne Schäfer, geb. Groß', [], ['0151 23456789']),
      contact(4, 'Zoë Weiß', ['zoe@example..de']),
    ]);
  });

  it('our own guest export, formula guards and all', () => {
    expect(csvToContacts(ownExport).contacts).toEqual([
      contact(2, '=HYPERLINK("http://evil","x")', ['a@example.com']),
      contact(3, '@Sam', [], ['+442079460958']),
      contact(4, '-Dash Person', ['dash@example.com'], ['+15125550142;ext=12']),
      contact(5, 'Plain, Name', ['plain@example.com'], ['+33612345678']),
    ]);
  });
});
