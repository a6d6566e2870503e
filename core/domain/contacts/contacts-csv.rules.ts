/**
 * Contacts from the CSV files address books and spreadsheets really write: Google Contacts (old
 * "Name/Given Name" and new "First Name/Last Name" headers, several values per cell joined by
 * " ::: "), Outlook (a dozen phone columns), European Excel (semicolons), and our own guest export
 * (cells a spreadsheet would run as formulas carry a guarding apostrophe, see csv.rules.ts).
 */
import Papa from 'papaparse';
import type { RawContact } from './contact.rules.ts';

type Role = 'name' | 'first' | 'middle' | 'last' | 'organisation' | 'email' | 'phone' | 'phoneType';

/** Lower rank = tried first. A party app texts, so mobile numbers come before home, then work. */
interface Column {
  index: number;
  role: Role;
  rank: number;
  /** Google's "Phone 1 - Value" has its kind in "Phone 1 - Type" (Mobile, Home, Work…). */
  group?: string;
}

const exact: Record<string, Role> = {
  name: 'name',
  'full name': 'name',
  fullname: 'name',
  'display name': 'name',
  guest: 'name',
  'guest name': 'name',
  'first name': 'first',
  firstname: 'first',
  'given name': 'first',
  vorname: 'first',
  prénom: 'first',
  prenom: 'first',
  nombre: 'first',
  'middle name': 'middle',
  'additional name': 'middle',
  'last name': 'last',
  lastname: 'last',
  'family name': 'last',
  surname: 'last',
  nachname: 'last',
  nom: 'last',
  'nom de famille': 'last',
  apellido: 'last',
  apellidos: 'last',
  company: 'organisation',
  organization: 'organisation',
  'organization name': 'organisation',
  'organization 1 - name': 'organisation',
};

function roleOf(header: string, index: number): Column | null {
  const role = exact[header];
  if (role) return { index, role, rank: 0 };
  // Outlook: "E-mail Address", "E-mail 2 Address"; Google: "E-mail 1 - Value"; ours and others: "email".
  if (/^(e-?mail|courriel|correo)( ?\d+)?( address| - value|-adresse)?$|^(adresse )?e-?mail$|^email address$/.test(header)) {
    const google = /^e-?mail (\d+) - value$/.exec(header);
    return { index, role: 'email', rank: Number(/\d+/.exec(header)?.[0] ?? 0), ...(google ? { group: `e-mail ${google[1]}` } : {}) };
  }
  // Older Google exports say "Phone 1 - Type", newer ones "Phone 1 - Label".
  const googlePhone = /^phone (\d+) - (value|type|label)$/.exec(header);
  if (googlePhone) return { index, role: googlePhone[2] === 'value' ? 'phone' : 'phoneType', rank: 10 + Number(googlePhone[1]), group: `phone ${googlePhone[1]}` };
  // Not a way to reach the guest themselves: a fax, a pager, a switchboard, their assistant.
  if (/fax|pager|telex|isdn|tty|radio|callback|assistant|company main/.test(header)) return null;
  if (/^(mobile|cell|cellular|handy|mobil|portable|móvil|movil)( phone| number| ?\d+)?$|^mobile phone( \d+)?$|^(téléphone|telephone) portable$/.test(header)) return { index, role: 'phone', rank: 0 };
  if (/^(phone|phone number|telephone|téléphone|tel|telefon|teléfono|telefono|primary phone)( \d+)?$/.test(header)) return { index, role: 'phone', rank: 1 };
  if (/^home phone( \d+)?$/.test(header)) return { index, role: 'phone', rank: 2 };
  if (/^(business|work) phone( \d+)?$/.test(header)) return { index, role: 'phone', rank: 3 };
  if (/^(other|car) phone$/.test(header)) return { index, role: 'phone', rank: 4 };
  return null;
}

/** Google's kind of a number; "* Mobile" marks the primary one. */
function googlePhoneRank(type: string): number {
  const kind = type.replace(/^\*\s*/, '').toLowerCase();
  return kind.includes('mobile') ? 0 : kind === 'home' ? 2 : kind === 'work' ? 3 : 1;
}

/**
 * Our export writes `'` before a cell starting with = + - @ tab or CR (csvCell); taking it off
 * exactly those cells gives the stored value back ("'+442079460958" → "+442079460958") and leaves
 * a name that merely starts with an apostrophe ("'Tis") alone.
 */
export function unguardCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** " ::: " joins several values in one Google Contacts cell. */
const cellValues = (cell: string) =>
  cell
    .split(/\s*:::\s*/)
    .map((value) => value.trim())
    .filter(Boolean);

/** Rows of a CSV file, with the delimiter guessed (comma, semicolon, tab, pipe) and a BOM dropped. */
export function parseCsvRows(text: string): string[][] {
  // Papa guesses one line ending for the file; a file edited on two systems has both.
  let source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // Excel writes (and honours) a first line "sep=;" naming the delimiter.
  const declared = /^sep=(.)\n/i.exec(source)?.[1];
  if (declared) source = source.slice(source.indexOf('\n') + 1);
  const parsed = Papa.parse<string[]>(source, { newline: '\n', skipEmptyLines: 'greedy', ...(declared ? { delimiter: declared } : { delimitersToGuess: [',', ';', '\t', '|'] }) });
  return parsed.data.map((row) => row.map((cell) => unguardCell(cell)));
}

const HEADER_ERROR = 'The first row must name the columns, with at least "name" (or "first name"), and "email" or "phone".';

/** CSV text to contacts; the first row must be a header naming at least a name column. */
export function csvToContacts(text: string): { contacts: RawContact[]; error?: string } {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return { contacts: [], error: 'The file is empty.' };
  const columns = header.flatMap((cell, index) => roleOf(cell.trim().toLowerCase().replace(/\s+/g, ' '), index) ?? []);
  const of = (role: Role) => columns.filter((column) => column.role === role);
  if (!columns.some((column) => column.role === 'name' || column.role === 'first' || column.role === 'last')) return { contacts: [], error: HEADER_ERROR };
  const first = (cells: string[], role: Role) =>
    of(role)
      .map((column) => (cells[column.index] ?? '').trim())
      .find(Boolean) ?? '';
  const ranked = (cells: string[], role: 'email' | 'phone') =>
    of(role)
      .map((column) => {
        const type = column.group && of('phoneType').find((other) => other.group === column.group);
        return { column, rank: type ? googlePhoneRank(cells[type.index] ?? '') : column.rank };
      })
      .sort((a, b) => a.rank - b.rank || a.column.index - b.column.index)
      .flatMap(({ column }) => cellValues(cells[column.index] ?? ''));
  return {
    contacts: body.map((cells, index) => {
      const parts = [first(cells, 'first'), first(cells, 'middle'), first(cells, 'last')].filter(Boolean).join(' ');
      return {
        source: index + 2,
        name: first(cells, 'name') || parts || first(cells, 'organisation'),
        emails: ranked(cells, 'email'),
        phones: ranked(cells, 'phone'),
      };
    }),
  };
}
