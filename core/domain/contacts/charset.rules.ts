/**
 * Text of uploaded contact files. Address books write UTF-8 (often with a BOM); an older Excel
 * "CSV" is windows-1252, and a vCard 2.1 names its charset per value (CHARSET=ISO-8859-1).
 */

/** WHATWG windows-1252 for 0x80–0x9F; ISO-8859-1 labels mean windows-1252 on the web too. */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/**
 * Bytes in a charset. Single-byte Western charsets are decoded here: Node's and (until 2026)
 * workerd's TextDecoder read windows-1252 as plain Latin-1 and drop 0x80–0x9F (nodejs/node#56542,
 * cloudflare/workerd#6027), which would lose the € and curly quotes of an old Outlook card.
 */
export function decodeBytes(bytes: Uint8Array, charset: string | undefined): string {
  const label = (charset ?? 'utf-8').trim().toLowerCase();
  if (/^(windows-1252|cp1252|iso-8859-1|iso8859-1|latin1|l1|us-ascii|ascii)$/.test(label)) {
    return Array.from(bytes, (byte) => (byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : String.fromCharCode(byte))).join('');
  }
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    // An unknown or unsupported label: UTF-8 is what almost every phone writes anyway.
    return new TextDecoder().decode(bytes);
  }
}

/**
 * A whole uploaded file as text: UTF-8 when it is valid UTF-8 (BOM or not), else windows-1252,
 * which is what Excel on Windows writes for "CSV" and never fails to decode.
 */
export function decodeTextFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return decodeBytes(bytes, 'windows-1252');
  }
}
