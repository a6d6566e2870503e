import { Parser } from 'htmlparser2';

/**
 * Turns a product page's bytes into text in the page's own character encoding, the way browsers
 * choose it (WHATWG Encoding / HTML "determining the character encoding"): a byte order mark
 * (unambiguous, so browsers let it win even over the header), else the Content-Type header's
 * charset, else a `<meta charset>` / `<meta http-equiv="Content-Type">` in the first 1024 bytes,
 * else UTF-8. Decoding with one fixed encoding turned a windows-1252 "Café crème" into
 * "Caf� cr�me". TextDecoder does the decoding on Node and on Workers alike; a label it does not
 * know is skipped, as browsers skip it.
 */
const PRESCAN_BYTES = 1024;

/** TextDecoder's canonical name for a label ("latin1" → "windows-1252"); undefined when it knows no such encoding. */
function encodingFor(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim().toLowerCase()).encoding;
  } catch {
    return undefined;
  }
}

function charsetParameter(value: string | undefined): string | undefined {
  return value ? /charset\s*=\s*["']?([^"';\s]+)/i.exec(value)?.[1] : undefined;
}

function fromBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/**
 * The encoding a page's first bytes declare. They are read as Latin-1, which maps every byte to
 * one character, so the ASCII of the markup survives whatever the real encoding is; the HTML
 * parser then skips comments and script text the way the browser's prescan does.
 */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, PRESCAN_BYTES));
  let declared: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (declared !== undefined || name !== 'meta') return;
      const label = attributes.charset ?? ((attributes['http-equiv'] ?? '').trim().toLowerCase() === 'content-type' ? charsetParameter(attributes.content) : undefined);
      const encoding = encodingFor(label);
      if (!encoding) return;
      // A page whose markup was readable as ASCII cannot be UTF-16, whatever it says (HTML spec).
      declared = encoding.startsWith('utf-16') ? 'utf-8' : encoding;
    },
  });
  parser.end(head);
  return declared;
}

/**
 * windows-1252's characters for bytes 0x80–0x9F (€, smart quotes, dashes, ™…). Node 20's
 * TextDecoder decodes "windows-1252" as ISO-8859-1 and leaves them as C1 control characters,
 * which a windows-1252 page never means; the five bytes the encoding leaves undefined map to
 * themselves, so applying this after a correct decoder changes nothing.
 */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** The page as text; `contentType` is the response's Content-Type header. */
export function decodePage(bytes: Uint8Array, contentType: string): string {
  const encoding = fromBom(bytes) ?? encodingFor(charsetParameter(contentType)) ?? declaredCharset(bytes) ?? 'utf-8';
  const text = new TextDecoder(encoding).decode(bytes);
  return encoding === 'windows-1252' ? text.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80]!) : text;
}
