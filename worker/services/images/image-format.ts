/**
 * What an uploaded file is, read from its bytes alone (never from its name or its Content-Type,
 * which the sender chooses), and how large its picture is, read from its header before any
 * decoder runs: so a 100-megapixel PNG that compresses to a few kilobytes is refused before it is
 * unpacked. Pure TypeScript, the same on Node and Workers.
 */

/** The kinds of photo the pipeline takes. */
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heic';

/** What the bytes were found to be: a photo type, or something else named for the refusal message. */
export type SniffedType = PhotoType | 'svg' | 'gif' | 'avif' | 'pdf' | 'html' | 'bmp' | 'tiff' | 'zip' | 'text' | 'unknown';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return isoBrandType(bytes);
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(bytes, 0, 2) === 'BM') return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return sniffText(bytes);
}

/** ISO base media files (HEIC, AVIF, MP4…) say what they are in the brands of their first box. */
function isoBrandType(bytes: Uint8Array): SniffedType {
  const boxSize = readU32(bytes, 0);
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  // `mif1` alone is a HEIF image whose codec the brands do not name; HEIC in practice.
  if (brands[0] === 'mif1' || brands[0] === 'msf1') return 'heic';
  return 'unknown';
}

/** Text that pretends to be a picture: an SVG drawing or a web page (which could carry script). */
function sniffText(bytes: Uint8Array): SniffedType {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.startsWith('<!doctype svg')) return 'svg';
  if (/^<(!doctype html|html|head|body|script|iframe|meta|div|p\b|!--)/.test(head)) return head.includes('<svg') ? 'svg' : 'html';
  if (head.startsWith('<?xml')) return 'text';
  // Valid UTF-8 without control characters: a text file of some kind. (`stream` lets the sample
  // end inside a character.)
  const sample = bytes.subarray(0, 512);
  if (sample.length === 0 || sample.some((byte) => byte < 32 && byte !== 9 && byte !== 10 && byte !== 13)) return 'unknown';
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(sample, { stream: true });
    return 'text';
  } catch {
    return 'unknown';
  }
}

export interface ImageHeader {
  /** As stored, before any EXIF orientation. */
  width: number;
  height: number;
  /** EXIF orientation 1–8 (JPEG only; 1 for every other type, whose decoders handle it themselves). */
  orientation: number;
}

/** The picture's size from its header, or null when the header cannot be read (a damaged or fake file). */
export function readImageHeader(bytes: Uint8Array, type: PhotoType): ImageHeader | null {
  switch (type) {
    case 'png':
      return readPngHeader(bytes);
    case 'jpeg':
      return readJpegHeader(bytes);
    case 'webp':
      return readWebpHeader(bytes);
    case 'heic':
      return readHeicHeader(bytes);
  }
}

function readU32(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0;
}
function readU16(bytes: Uint8Array, offset: number): number {
  return (bytes[offset]! << 8) | bytes[offset + 1]!;
}
function readU16le(bytes: Uint8Array, offset: number): number {
  return bytes[offset]! | (bytes[offset + 1]! << 8);
}
function readU24le(bytes: Uint8Array, offset: number): number {
  return bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
}

function sized(width: number, height: number, orientation = 1): ImageHeader | null {
  return width > 0 && height > 0 ? { width, height, orientation } : null;
}

function readPngHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 33 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return sized(readU32(bytes, 16), readU32(bytes, 20));
}

function readWebpHeader(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8X') return sized(readU24le(bytes, 24) + 1, readU24le(bytes, 27) + 1);
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14-bit width and height.
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return sized(readU16le(bytes, 26) & 0x3fff, readU16le(bytes, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = (bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24)) >>> 0;
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

/** JPEG: the frame header (SOFn) gives the size; an APP1 Exif segment before it may give the orientation. */
function readJpegHeader(bytes: Uint8Array): ImageHeader | null {
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = readU16(bytes, offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    const isFrameHeader = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrameHeader) {
      if (length < 7) return null;
      return sized(readU16(bytes, offset + 7), readU16(bytes, offset + 5), orientation);
    }
    if (marker === 0xe1 && orientation === 1) {
      const found = exifOrientationAt(bytes, offset + 4, offset + 2 + length);
      if (found) orientation = found.value;
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * Where the EXIF orientation tag's value sits in an APP1 segment's payload (`start`..`end`), and
 * its value (1–8), or null when the segment is not Exif or has no valid orientation.
 */
function exifOrientationAt(bytes: Uint8Array, start: number, end: number): { value: number; offset: number; littleEndian: boolean } | null {
  if (end - start < 14 || ascii(bytes, start, start + 6) !== 'Exif\0\0') return null;
  const tiff = start + 6;
  const order = ascii(bytes, tiff, tiff + 2);
  if (order !== 'II' && order !== 'MM') return null;
  const littleEndian = order === 'II';
  const u16 = (at: number) => (littleEndian ? readU16le(bytes, at) : readU16(bytes, at));
  const u32 = (at: number) => (littleEndian ? (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0 : readU32(bytes, at));
  if (u16(tiff + 2) !== 42) return null;
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return null;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > end) return null;
    // Tag 0x0112, type SHORT, one value: stored in the first two bytes of the value field.
    if (u16(entry) === 0x0112) {
      if (u16(entry + 2) !== 3) return null;
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? { value, offset: entry + 8, littleEndian } : null;
    }
  }
  return null;
}

/**
 * A copy of a JPEG whose EXIF orientation says "as stored" (1), for a decoder that is told the
 * rotation separately (the Images binding, cloudflare-images-processor.ts): so the picture is
 * turned exactly once, whether or not that decoder also reads the tag.
 */
export function withUprightJpegOrientation(bytes: Uint8Array): Uint8Array {
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9 || (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)) break;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = readU16(bytes, offset + 2);
    if (marker === 0xe1) {
      const found = exifOrientationAt(bytes, offset + 4, Math.min(bytes.length, offset + 2 + length));
      if (found?.value === 1) return bytes;
      if (found) {
        const copy = bytes.slice();
        copy[found.offset] = found.littleEndian ? 1 : 0;
        copy[found.offset + 1] = found.littleEndian ? 0 : 1;
        return copy;
      }
    }
    offset += 2 + length;
  }
  return bytes;
}

/**
 * HEIC: every image item's `ispe` property (meta → iprp → ipco) gives a size; the largest one is
 * taken, so a grid of small tiles is judged by the whole picture. The decoders apply HEIF's own
 * rotation (irot/imir) themselves, so the orientation is always 1 here.
 */
function readHeicHeader(bytes: Uint8Array): ImageHeader | null {
  let best: { width: number; height: number } | null = null;
  const walk = (start: number, end: number, depth: number) => {
    let offset = start;
    while (offset + 8 <= end) {
      let size = readU32(bytes, offset);
      const type = ascii(bytes, offset + 4, offset + 8);
      let header = 8;
      if (size === 1) {
        // A 64-bit size: only a size below 2^32 can fit in a capped upload anyway.
        if (offset + 16 > end || readU32(bytes, offset + 8) !== 0) return;
        size = readU32(bytes, offset + 12);
        header = 16;
      } else if (size === 0) {
        size = end - offset;
      }
      if (size < header || offset + size > end) return;
      if (type === 'ispe' && size >= header + 12) {
        const width = readU32(bytes, offset + header + 4);
        const height = readU32(bytes, offset + header + 8);
        if (!best || width * height > best.width * best.height) best = { width, height };
      } else if (depth < 4 && (type === 'meta' || type === 'iprp' || type === 'ipco')) {
        // `meta` is a full box: four bytes of version and flags before its children.
        walk(offset + header + (type === 'meta' ? 4 : 0), offset + size, depth + 1);
      }
      offset += size;
    }
  };
  walk(0, bytes.length, 0);
  const found = best as { width: number; height: number } | null;
  return found ? sized(found.width, found.height) : null;
}

/**
 * Removes the EXIF and XMP chunks from a WebP file (and clears their flags in the VP8X header),
 * leaving the picture and its colour profile. The processors already write none; this is the
 * server's own check on what it is about to store, whichever decoder made it.
 */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array {
  if (sniffImageType(bytes) !== 'webp') throw new Error('Not a WebP file');
  const kept: Uint8Array[] = [];
  let offset = 12;
  let removed = false;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset, offset + 4);
    const size = (bytes[offset + 4]! | (bytes[offset + 5]! << 8) | (bytes[offset + 6]! << 16) | (bytes[offset + 7]! << 24)) >>> 0;
    const next = offset + 8 + size + (size % 2);
    if (offset + 8 + size > bytes.length) throw new Error('Damaged WebP chunk');
    if (type === 'EXIF' || type === 'XMP ') removed = true;
    else kept.push(bytes.subarray(offset, Math.min(next, bytes.length)));
    offset = next;
  }
  if (!removed) return bytes;
  const total = kept.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const out = new Uint8Array(12 + total);
  out.set(bytes.subarray(0, 12));
  let at = 12;
  for (const chunk of kept) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  const riffSize = out.byteLength - 8;
  out[4] = riffSize & 0xff;
  out[5] = (riffSize >>> 8) & 0xff;
  out[6] = (riffSize >>> 16) & 0xff;
  out[7] = (riffSize >>> 24) & 0xff;
  // VP8X flags: bit 3 EXIF, bit 2 XMP.
  if (ascii(out, 12, 16) === 'VP8X') out[20] = out[20]! & ~0b1100;
  return out;
}

/** Whether a WebP file still has an EXIF or XMP chunk. */
export function webpHasMetadata(bytes: Uint8Array): boolean {
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset, offset + 4);
    if (type === 'EXIF' || type === 'XMP ') return true;
    const size = (bytes[offset + 4]! | (bytes[offset + 5]! << 8) | (bytes[offset + 6]! << 16) | (bytes[offset + 7]! << 24)) >>> 0;
    offset += 8 + size + (size % 2);
  }
  return false;
}

/**
 * Removes every application segment but JFIF's (APP1 EXIF/XMP with GPS, APP2–APP15: ICC, Photoshop
 * IPTC, maker notes) and comments from a JPEG, up to the start of the picture data. The processors
 * write none when they re-encode; this is the server's own check on the full-size copy it keeps.
 * Throws for a JPEG whose segments do not add up.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (sniffImageType(bytes) !== 'jpeg') throw new Error('Not a JPEG file');
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let removed = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error('Damaged JPEG segment');
    const marker = bytes[offset + 1]!;
    if (marker === 0xda) break;
    const length = readU16(bytes, offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) throw new Error('Damaged JPEG segment');
    if ((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe) removed = true;
    else kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  if (!removed) return bytes;
  kept.push(bytes.subarray(offset));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** Whether a JPEG still carries an EXIF/XMP/other application segment (JFIF's APP0 aside) or a comment. */
export function jpegHasMetadata(bytes: Uint8Array): boolean {
  return stripJpegMetadata(bytes) !== bytes;
}
