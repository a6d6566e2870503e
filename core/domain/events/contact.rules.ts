/**
 * Contacts from a phone number, a CSV file or a vCard file, normalised and checked for duplicates
 * before anything is saved. Pure: the import preview and the import itself run the same rules.
 */

/**
 * E.164 form of a phone number, or null. Accepts "+44 20 7946 0958", "0044…", and US/Canada
 * numbers without a country code ("(555) 123-4567" → +15551234567), the most common case here.
 */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+\d\s().\-/]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^\d+]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (digits.indexOf('+') > 0 || digits.split('+').length > 2) return null;
  if (!digits.startsWith('+')) {
    if (digits.length === 10) digits = `+1${digits}`;
    else if (digits.length === 11 && digits.startsWith('1')) digits = `+${digits}`;
    else return null;
  }
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

export interface ContactCandidate {
  /** 1-based line (CSV) or card number (vCard) in the uploaded file, for the report. */
  source: number;
  name: string;
  email: string | null;
  phone: string | null;
}

const headerAliases: Record<'name' | 'first' | 'last' | 'email' | 'phone', string[]> = {
  name: ['name', 'full name', 'fullname', 'display name', 'guest', 'guest name'],
  first: ['first name', 'firstname', 'given name'],
  last: ['last name', 'lastname', 'family name', 'surname'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'e-mail 1 - value', 'email 1'],
  phone: ['phone', 'mobile', 'cell', 'phone number', 'mobile phone', 'telephone', 'phone 1 - value', 'tel'],
};

/** CSV rows to candidates; the first row must be a header naming at least a name column. */
export function csvToContacts(rows: string[][]): { contacts: RawContact[]; error?: string } {
  const [header, ...body] = rows;
  if (!header) return { contacts: [], error: 'The file is empty.' };
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const find = (key: keyof typeof headerAliases) => columns.findIndex((column) => headerAliases[key].includes(column));
  const [name, first, last, email, phone] = (['name', 'first', 'last', 'email', 'phone'] as const).map(find) as [number, number, number, number, number];
  if (name < 0 && first < 0) {
    return { contacts: [], error: 'The first row must name the columns, with at least "name" (or "first name"), and "email" or "phone".' };
  }
  const cell = (cells: string[], index: number) => (index >= 0 ? (cells[index] ?? '').trim() : '');
  return {
    contacts: body.map((cells, index) => ({
      source: index + 2,
      name: cell(cells, name) || [cell(cells, first), cell(cells, last)].filter(Boolean).join(' '),
      email: cell(cells, email),
      phone: cell(cells, phone),
    })),
  };
}

/** vCard 2.1/3.0/4.0: unfolds lines, reads FN (or N), the first EMAIL and the first TEL of each card. */
export function parseVcards(text: string): RawContact[] {
  const lines = text.replace(/\r\n/g, '\n').replace(/\n[ \t]/g, '').split('\n');
  const contacts: RawContact[] = [];
  let current: RawContact | null = null;
  let structuredName = '';
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).split(';')[0]!.toUpperCase().replace(/^ITEM\d+\./, '');
    const value = line.slice(colon + 1).trim().replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, ' ');
    if (key === 'BEGIN' && value.toUpperCase() === 'VCARD') {
      current = { source: contacts.length + 1, name: '', email: '', phone: '' };
      structuredName = '';
    } else if (key === 'END' && current) {
      if (!current.name) current.name = structuredName;
      contacts.push(current);
      current = null;
    } else if (current) {
      if (key === 'FN') current.name ||= value;
      else if (key === 'N') structuredName = value.split(';').slice(0, 2).reverse().filter(Boolean).join(' ');
      else if (key === 'EMAIL') current.email ||= value;
      else if (key === 'TEL') current.phone ||= value.replace(/^tel:/i, '');
    }
  }
  return contacts;
}

export interface RawContact {
  source: number;
  name: string;
  email: string;
  phone: string;
}

export interface ImportPlan {
  toAdd: ContactCandidate[];
  skipped: { source: number; name: string; reason: string }[];
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Decides row by row what an import adds and what it skips, and why: a missing name, no usable
 * email or phone, or a duplicate (by email or phone) of an existing guest or an earlier row.
 */
export function planContactImport(
  contacts: RawContact[],
  existing: { email: string | null; phone: string | null }[],
  limit: number,
): ImportPlan {
  const seenEmails = new Set(existing.map((guest) => guest.email).filter((email): email is string => !!email));
  const seenPhones = new Set(existing.map((guest) => guest.phone).filter((phone): phone is string => !!phone));
  const plan: ImportPlan = { toAdd: [], skipped: [] };
  for (const contact of contacts) {
    const name = contact.name.trim().slice(0, 100);
    const skip = (reason: string) => plan.skipped.push({ source: contact.source, name: name || '(no name)', reason });
    const emailText = contact.email.trim().toLowerCase();
    const email = emailText && EMAIL_PATTERN.test(emailText) && emailText.length <= 254 ? emailText : null;
    const phone = contact.phone.trim() ? normalizePhone(contact.phone) : null;
    if (!name) skip('No name');
    else if (!email && !phone) skip(emailText || contact.phone.trim() ? 'The email or phone number is not valid' : 'No email or phone number');
    else if ((email && seenEmails.has(email)) || (phone && seenPhones.has(phone))) skip('Already on the guest list');
    else if (plan.toAdd.length >= limit) skip('The guest list is full');
    else {
      plan.toAdd.push({ source: contact.source, name, email, phone });
      if (email) seenEmails.add(email);
      if (phone) seenPhones.add(phone);
    }
  }
  return plan;
}
