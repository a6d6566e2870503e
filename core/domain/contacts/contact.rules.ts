/**
 * Contacts from a phone's picker, a CSV file or a vCard file (contacts-csv.rules.ts,
 * vcard.rules.ts), checked and de-duplicated before anything is saved. Pure: the import preview
 * and the import itself run the same rules.
 */
import { emailSchema } from '../accounts/accounts.schema.ts';
import { parsePhone } from './phone.rules.ts';

/** A contact as a file wrote it: every email and number it had, best first, none checked yet. */
export interface RawContact {
  /** 1-based row (CSV) or card number (vCard) in the uploaded file, for the report. */
  source: number;
  name: string;
  emails: string[];
  phones: string[];
}

export interface ContactCandidate {
  source: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** What was left out of an added contact, e.g. a phone number that is not valid. */
  note?: string;
}

export interface ImportPlan {
  toAdd: ContactCandidate[];
  skipped: { source: number; name: string; reason: string }[];
}

/**
 * "Ann Baker <ann@example.com>" (Outlook, Apple Mail) and "mailto:ann@example.com" (links pasted
 * into spreadsheets) name one address; what is left still has to pass the app's one email schema,
 * so "ann@example..com" is refused like everywhere else.
 */
function emailOf(raw: string): string {
  const text = raw.trim();
  const bracketed = /<([^<>]*)>\s*$/.exec(text)?.[1] ?? text;
  return bracketed
    .trim()
    .replace(/^mailto:/i, '')
    .split('?')[0]!;
}

function firstValidEmail(candidates: string[]): { email: string | null; reason?: string } {
  for (const candidate of candidates) {
    const parsed = emailSchema.safeParse(emailOf(candidate));
    if (parsed.success) return { email: parsed.data };
  }
  return { email: null, ...(candidates.length > 0 ? { reason: `${candidates[0]!.trim().slice(0, 80)} is not a valid email address` } : {}) };
}

function firstValidPhone(candidates: string[], defaultCountry: string | null | undefined): { phone: string | null; reason?: string } {
  let reason: string | undefined;
  for (const candidate of candidates) {
    const parsed = parsePhone(candidate.slice(0, 80), defaultCountry);
    if (parsed.ok) return { phone: parsed.phone };
    reason ??= parsed.reason;
  }
  return { phone: null, ...(reason ? { reason } : {}) };
}

/**
 * Decides row by row what an import adds and what it skips, and why: a missing name, no usable
 * email or phone, or a duplicate (by email or phone) of an existing guest or an earlier row. Of
 * several emails or numbers the first valid one is taken; numbers without a country code are read
 * in `defaultCountry` (see phone.rules.ts).
 */
export function planContactImport(contacts: RawContact[], existing: { email: string | null; phone: string | null }[], limit: number, defaultCountry?: string | null): ImportPlan {
  const seenEmails = new Set(existing.map((guest) => guest.email).filter((email): email is string => !!email));
  const seenPhones = new Set(existing.map((guest) => guest.phone).filter((phone): phone is string => !!phone));
  const plan: ImportPlan = { toAdd: [], skipped: [] };
  for (const contact of contacts) {
    const name = contact.name.replace(/\s+/g, ' ').trim().slice(0, 100);
    const skip = (reason: string) => plan.skipped.push({ source: contact.source, name: name || '(no name)', reason });
    const { email, reason: emailProblem } = firstValidEmail(contact.emails);
    const { phone, reason: phoneProblem } = firstValidPhone(contact.phones, defaultCountry);
    if (!name) skip('No name');
    else if (!email && !phone) skip([emailProblem, phoneProblem].filter(Boolean).join('; ') || 'No email or phone number');
    else if ((email && seenEmails.has(email)) || (phone && seenPhones.has(phone))) skip('Already on the guest list');
    else if (plan.toAdd.length >= limit) skip('The guest list is full');
    else {
      // Added by one valid contact detail; the host still hears about the one that was not usable.
      const note = (!email && emailProblem) || (!phone && phoneProblem) || undefined;
      plan.toAdd.push({ source: contact.source, name, email, phone, ...(note ? { note } : {}) });
      if (email) seenEmails.add(email);
      if (phone) seenPhones.add(phone);
    }
  }
  return plan;
}
