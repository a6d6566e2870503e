/**
 * Phone numbers as people write them, read with libphonenumber-js into what we store and text:
 * E.164 ("+442079460958"), with an extension kept RFC 3966 style ("+15125550142;ext=12").
 *
 * The "min" metadata is enough: it holds each country's lengths and national number patterns, so
 * isValid() refuses a French mobile read as a US number (no NANP area code starts with 0) without
 * the extra ~65 KB of number-type patterns the "max" set adds to the platform bundle.
 */
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

export type PhoneResult =
  | { ok: true; phone: string }
  /** `missing_country`: a national number and no country to read it in; `invalid`: anything else. */
  | { ok: false; code: 'empty' | 'missing_country' | 'invalid'; reason: string };

/** Longer than any number with an extension someone would type; a whole paragraph is not a number. */
const MAX_INPUT_LENGTH = 64;

export function isPhoneCountry(country: string | null | undefined): country is CountryCode {
  return !!country && isSupportedCountry(country);
}

/** "France", "the United States", for messages; the code itself if the runtime has no region names. */
export function countryName(country: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'region' }).of(country);
  } catch {
    name = undefined;
  }
  if (!name || name === country) return country;
  return /^(United|Netherlands|Philippines|Czech Republic|Bahamas|Gambia|Maldives)/.test(name) ? `the ${name}` : name;
}

function parse(text: string, country: CountryCode | undefined): PhoneNumber | undefined {
  // extract: false reads the whole text as one number, so "call me 555" is refused, not mined.
  return parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
}

/**
 * Reads a phone number. Without a `+`, it is read as a national number of `defaultCountry` (the
 * host's country, from the event's time zone or chosen on the import); with no country either, it
 * is refused with a reason asking for the country code, never guessed as American.
 */
export function parsePhone(raw: string, defaultCountry?: string | null): PhoneResult {
  // vCard 4.0 writes numbers as tel: URIs ("tel:+1-512-555-0142;ext=12").
  const text = raw.trim().replace(/^tel:/i, '');
  if (!text) return { ok: false, code: 'empty', reason: 'No phone number' };
  const country = isPhoneCountry(defaultCountry) ? defaultCountry : undefined;
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, code: 'invalid', reason: 'The phone number is too long' };
  const where = country ? ` in ${countryName(country)}` : '';
  let number = parse(text, country);
  // "0044 20…": 00 is the international prefix in most of the world; when the country's own rules
  // (US 011, Australia 0011) did not read it, try it as a +.
  if (!number?.isValid() && /^00[1-9]/.test(text)) number = parse(`+${text.slice(2)}`, undefined) ?? number;
  const international = /^(\+|00)/.test(text);
  const looksNational = !international && /^[\d\s().\-/]+$/.test(text) && text.replace(/\D/g, '').length >= 6;
  if (!number && !country && looksNational) {
    return { ok: false, code: 'missing_country', reason: `Add the country code to ${text} (like +44): we cannot tell which country it is from` };
  }
  if (!number || !number.isValid()) {
    const hint = international || !country ? 'check the digits' : 'check the digits, or add the country code if it is from another country';
    return { ok: false, code: 'invalid', reason: `${text} is not a valid phone number${international ? '' : where}: ${hint}` };
  }
  return { ok: true, phone: number.ext ? `${number.number};ext=${number.ext}` : number.number };
}

/** The stored form (E.164, `;ext=` kept) or null; see parsePhone for the reasons. */
export function normalizePhone(raw: string, defaultCountry?: string | null): string | null {
  const result = parsePhone(raw, defaultCountry);
  return result.ok ? result.phone : null;
}

/** The extension of a stored number, or null; a text to such a number would reach the switchboard. */
export function phoneExtension(stored: string): string | null {
  return /;ext=(\d+)$/.exec(stored)?.[1] ?? null;
}

/**
 * A stored number as a host reads it: in its national format when it belongs to the party's
 * country ("(512) 555-0142"), international otherwise ("+44 20 7946 0958"); as stored when it
 * cannot be read. The extension, if any, follows.
 */
export function displayPhone(stored: string, partyCountry?: string | null): string {
  const number = parsePhoneNumberFromString(stored.replace(/;ext=.*$/, ''), { extract: false });
  if (!number) return stored;
  const extension = phoneExtension(stored);
  const text = isPhoneCountry(partyCountry) && number.country === partyCountry ? number.formatNational() : number.formatInternational();
  return extension ? `${text} ext. ${extension}` : text;
}
