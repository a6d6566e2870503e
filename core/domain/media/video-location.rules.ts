/**
 * Blanks where a video was shot from its `moov` box without moving a byte: phones write the
 * position into the movie's metadata (Android and QuickTime: the user-data atom `©xyz`; 3GPP:
 * `loci`; iPhone: the `com.apple.quicktime.location.*` keys of a `meta` box's keys+ilst), and
 * the result must be the same length so every chunk offset (`stco`/`co64`) still points at the
 * same media data and the file can be rewritten by patching the moov in place. Pure TypeScript.
 */
import { childBoxes, damaged, MAX_CHILD_BOXES, metaChildrenStart, printable, u32, VideoContainerError, wholeBox, type BoxHeader } from './iso-box.rules.ts';

/** User-data boxes that hold a position (or, for XMP, may: it carries EXIF GPS fields). */
const LOCATION_BOX_TYPES = new Set(['©xyz', 'loci', 'XMP_']);

/** Adobe XMP's uuid box (BE7ACFCB-97A9-42E8-9C71-999491E3AFAC). */
const XMP_UUID = [0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac];

/** Boxes walked into: where phones and muxers put metadata (sample tables hold none). */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'udta', 'meta']);

/** Deeper than any real file nests metadata; a hostile file could nest thousands. */
const MAX_DEPTH = 12;

/**
 * A metadata key that names a position: Apple's `com.apple.quicktime.location.ISO6709`, `.name`,
 * `.body`, `.note`, `.role`, `.date`, `.accuracy.horizontal`…, and any other writer's key that
 * says location or GPS. Over-matching costs a harmless tag; under-matching leaks a home address.
 */
export function isLocationKey(key: string): boolean {
  const lower = key.toLowerCase();
  return lower.includes('location') || lower.includes('iso6709') || lower.includes('gps');
}

export interface BlankedLocation {
  /** The same box, the same length, with every position item neutralised. */
  bytes: Uint8Array;
  /** What was blanked, as box paths (`moov/udta/©xyz`, `moov/meta/keys com.apple…ISO6709`). */
  removed: string[];
}

/**
 * Returns a copy of a whole `moov` box (or a top-level `udta`/`meta`) in which:
 * - `©xyz`, `loci` and XMP boxes anywhere in the walked containers become `free` boxes of the same
 *   size with their contents zeroed (renaming alone would leave the text for anyone with a hex
 *   viewer);
 * - in each `meta` box, every key naming a location (see `isLocationKey`) gets a neutral name of
 *   the same length, and the values of the `ilst` items that use it are zeroed (the `data` box's
 *   type is kept, so readers still parse the list); iTunes-style `----` items named so likewise;
 * - any other ISO 6709 text left in a udta or meta box (a title, an unknown key's value) is zeroed.
 * Containers walked: moov, trak, mdia, minf, udta, meta (both the ISO full-box and the QuickTime
 * form). Throws `VideoContainerError` for a box that runs past its parent, nesting deeper or
 * containers more numerous than any real file has.
 */
export function blankVideoLocation(box: Uint8Array): BlankedLocation {
  const bytes = box.slice();
  const root = wholeBox(bytes, ['moov', 'udta', 'meta']);
  const removed: string[] = [];
  const metadata: MetadataRange[] = [];
  walkContainer(bytes, root, root.type, 0, removed, metadata, { containers: 0 });
  blankPositionText(bytes, metadata, removed);
  return { bytes, removed };
}

interface MetadataRange {
  start: number;
  end: number;
  path: string;
}

/** Containers walked in one moov: a real one has a few per track; a hostile one, millions. */
const MAX_CONTAINERS = 10_000;

function walkContainer(bytes: Uint8Array, container: BoxHeader, path: string, depth: number, removed: string[], metadata: MetadataRange[], budget: { containers: number }): void {
  if (depth > MAX_DEPTH) throw new VideoContainerError('too-complex', `boxes nested more than ${MAX_DEPTH} deep at ${path}`);
  if (++budget.containers > MAX_CONTAINERS) throw new VideoContainerError('too-complex', `more than ${MAX_CONTAINERS} containers`);
  if (container.type === 'udta' || container.type === 'meta') metadata.push({ start: container.start, end: container.start + container.size, path });
  const start = container.type === 'meta' ? metaChildrenStart(bytes, container) : container.start + container.headerSize;
  const children = childBoxes(bytes, start, container.start + container.size);
  for (const child of children) {
    const childPath = `${path}/${printable(child.type)}`;
    if (LOCATION_BOX_TYPES.has(child.type) || isXmpUuid(bytes, child)) {
      neutralise(bytes, child);
      removed.push(childPath);
    } else if (CONTAINERS.has(child.type)) {
      walkContainer(bytes, child, childPath, depth + 1, removed, metadata, budget);
    }
  }
  if (container.type === 'meta') blankLocationKeys(bytes, children, path, removed);
}

/**
 * A position written as ISO 6709 text (`+37.7749-122.4194+010.000/`, altitude optional) anywhere
 * else in the metadata: a title or description, a key we do not know, an item whose link to its
 * key was broken. Zeroed where it stands; only inside udta/meta boxes, never in the sample tables.
 */
function blankPositionText(bytes: Uint8Array, metadata: MetadataRange[], removed: string[]): void {
  // The walk records a container before what it holds, so ranges come by start; a nested one
  // (meta inside udta) ends before its outermost one does and is covered by it.
  let coveredTo = -1;
  for (const range of metadata) {
    if (range.start < coveredTo) continue;
    coveredTo = range.end;
    for (let at = range.start; at < range.end; at++) {
      const length = positionTextAt(bytes, at, range.end);
      if (length === 0) continue;
      bytes.fill(0, at, at + length);
      // Never the position itself: this list ends up in logs.
      removed.push(`${range.path}: position text (${length} bytes)`);
      at += length - 1;
    }
  }
}

const PLUS = 0x2b;
const MINUS = 0x2d;
const DOT = 0x2e;
const SLASH = 0x2f;
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
const isSign = (byte: number) => byte === PLUS || byte === MINUS;

/** Where a run of at most `max` digits starting at `at` ends (`at` itself when there are none). */
function digitsEnd(bytes: Uint8Array, at: number, end: number, max = Infinity): number {
  let i = at;
  while (i < end && i - at < max && isDigit(bytes[i]!)) i++;
  return i;
}

/** Where `<1..wholeDigits digits>.<2+ digits>` starting at `at` ends, or -1. */
function decimalEnd(bytes: Uint8Array, at: number, end: number, wholeDigits: number): number {
  const whole = digitsEnd(bytes, at, end, wholeDigits);
  if (whole === at || whole >= end || bytes[whole] !== DOT) return -1;
  const fraction = digitsEnd(bytes, whole + 1, end);
  return fraction - (whole + 1) >= 2 ? fraction : -1;
}

/**
 * The length of ISO 6709 text starting at `at` (sign, 1–2 digits, dot, 2+ digits; sign, 1–3
 * digits, dot, 2+ digits; optional signed altitude; optional `/`), or 0. Read byte by byte, with
 * no string built, so a large metadata box costs one pass.
 */
function positionTextAt(bytes: Uint8Array, at: number, end: number): number {
  if (at + 1 >= end || !isSign(bytes[at]!) || !isDigit(bytes[at + 1]!)) return 0;
  const latitude = decimalEnd(bytes, at + 1, end, 2);
  if (latitude < 0 || latitude >= end || !isSign(bytes[latitude]!)) return 0;
  let i = decimalEnd(bytes, latitude + 1, end, 3);
  if (i < 0) return 0;
  if (i + 1 < end && isSign(bytes[i]!) && isDigit(bytes[i + 1]!)) {
    i = digitsEnd(bytes, i + 1, end);
    if (i < end && bytes[i] === DOT) i = digitsEnd(bytes, i + 1, end);
  }
  if (i < end && bytes[i] === SLASH) i++;
  return i - at;
}

function isXmpUuid(bytes: Uint8Array, box: BoxHeader): boolean {
  if (box.type !== 'uuid') return false;
  const at = box.start + box.headerSize - 16;
  return XMP_UUID.every((value, index) => bytes[at + index] === value);
}

/** Renamed to `free` (readers skip it) and emptied; size fields untouched. */
function neutralise(bytes: Uint8Array, box: BoxHeader): void {
  bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4);
  // A 64-bit size stays; a uuid's extended type goes with the rest of the content.
  const sizeFields = u32(bytes, box.start) === 1 ? 16 : 8;
  bytes.fill(0, box.start + sizeFields, box.start + box.size);
}

interface KeyEntry {
  /** 1-based, as `ilst` items refer to it. */
  index: number;
  name: string;
  nameStart: number;
  nameLength: number;
}

/** `keys`: version/flags, a count, then (size, namespace, name) entries. */
function readKeys(bytes: Uint8Array, keys: BoxHeader): KeyEntry[] {
  const end = keys.start + keys.size;
  if (keys.size < keys.headerSize + 8) throw damaged(`'keys' at ${keys.start} is too short for its entry count`);
  let at = keys.start + keys.headerSize + 4;
  const count = u32(bytes, at);
  at += 4;
  // Each entry is at least 8 bytes: a count larger than what fits is damage, not a long loop.
  if (count > (end - at) / 8) throw damaged(`'keys' at ${keys.start} claims ${count} entries`);
  if (count > MAX_CHILD_BOXES) throw new VideoContainerError('too-complex', `'keys' at ${keys.start} has ${count} entries`);
  const entries: KeyEntry[] = [];
  for (let index = 1; index <= count; index++) {
    const size = u32(bytes, at);
    if (size < 8 || size > end - at) throw damaged(`key ${index} in 'keys' at ${keys.start} has size ${size}`);
    const nameStart = at + 8;
    const nameLength = size - 8;
    entries.push({ index, name: latin1(bytes.subarray(nameStart, nameStart + nameLength)), nameStart, nameLength });
    at += size;
  }
  return entries;
}

function blankLocationKeys(bytes: Uint8Array, metaChildren: BoxHeader[], path: string, removed: string[]): void {
  const locationKeys = new Map<number, string>();
  for (const keys of metaChildren.filter((box) => box.type === 'keys')) {
    for (const key of readKeys(bytes, keys)) {
      if (!isLocationKey(key.name)) continue;
      locationKeys.set(key.index, key.name);
      bytes.set(neutralName(key.nameLength), key.nameStart);
      removed.push(`${path}/keys ${printable(key.name)}`);
    }
  }
  for (const ilst of metaChildren.filter((box) => box.type === 'ilst')) {
    for (const item of childBoxes(bytes, ilst.start + ilst.headerSize, ilst.start + ilst.size)) {
      const itemPath = `${path}/ilst/${printable(item.type)}`;
      if (LOCATION_BOX_TYPES.has(item.type)) {
        neutralise(bytes, item);
        removed.push(itemPath);
      } else if (locationKeys.has(u32(bytes, item.start + 4))) {
        blankItemValues(bytes, item);
      } else if (item.type === '----') {
        blankFreeformItem(bytes, item, itemPath, removed);
      }
    }
  }
}

/** Zeroes every value box of an `ilst` item; a `data` box keeps its type indicator. */
function blankItemValues(bytes: Uint8Array, item: BoxHeader): void {
  for (const value of childBoxes(bytes, item.start + item.headerSize, item.start + item.size)) {
    const body = value.start + value.headerSize;
    const from = value.type === 'data' ? Math.min(body + 4, value.start + value.size) : body;
    bytes.fill(0, from, value.start + value.size);
  }
}

/** iTunes-style `----` item: `mean` (the namespace), `name` (full box: version/flags, then the key), `data`. */
function blankFreeformItem(bytes: Uint8Array, item: BoxHeader, itemPath: string, removed: string[]): void {
  const parts = childBoxes(bytes, item.start + item.headerSize, item.start + item.size);
  const name = parts.find((part) => part.type === 'name');
  if (!name || name.size < name.headerSize + 4) return;
  const nameStart = name.start + name.headerSize + 4;
  const nameLength = name.start + name.size - nameStart;
  const key = latin1(bytes.subarray(nameStart, nameStart + nameLength));
  if (!isLocationKey(key)) return;
  bytes.set(neutralName(nameLength), nameStart);
  for (const part of parts) {
    if (part.type !== 'data') continue;
    const from = Math.min(part.start + part.headerSize + 4, part.start + part.size);
    bytes.fill(0, from, part.start + part.size);
  }
  removed.push(`${itemPath} ${printable(key)}`);
}

/** A key name of exactly `length` bytes that says what happened and nothing else. */
function neutralName(length: number): Uint8Array {
  const text = 'org.cakeday.removed'.padEnd(length, '_').slice(0, length);
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** One character per byte (so text indexes are byte offsets), in slices to keep calls small. */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  return text;
}
