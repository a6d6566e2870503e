/**
 * Reading the boxes ("atoms" in QuickTime) that MP4 and MOV files are made of: a 32-bit size, a
 * four-character type, then the content; size 1 means a 64-bit size follows the type, size 0 means
 * "to the end of the file". Every read is bounds-checked and every failure is a
 * `VideoContainerError`, because the bytes come from strangers' phones (or from someone who
 * crafted them). Pure TypeScript: runs unchanged on Node and in Workers.
 */

/** What went wrong, for code; the message is for people. */
export type VideoContainerProblem = 'damaged' | 'too-complex' | 'no-video';

const MESSAGES: Record<VideoContainerProblem, string> = {
  damaged: 'This video file is damaged or incomplete. Try uploading it again, or export it again from your phone.',
  'too-complex': 'This video file is built in a way we cannot check. Try exporting it again as an MP4 or MOV.',
  'no-video': 'This file has no video in it.',
};

/**
 * The one error this module throws. `message` can be shown to the uploader as it is; `detail`
 * says exactly what was wrong (which box, at which offset) for logs and tests.
 */
export class VideoContainerError extends Error {
  override readonly name = 'VideoContainerError';
  constructor(
    readonly problem: VideoContainerProblem,
    readonly detail: string,
  ) {
    super(MESSAGES[problem]);
  }
}

export const damaged = (detail: string) => new VideoContainerError('damaged', detail);

/** A box header, read from the bytes it starts at. Offsets and sizes count whole boxes. */
export interface BoxHeader {
  /** Four characters, each byte read as Latin-1 (so 0xA9 is `©`, as in `©xyz`). */
  type: string;
  /** Where the box starts (its size field). */
  start: number;
  /** 8, 16 with a 64-bit size, +16 for a `uuid` box's extended type. */
  headerSize: number;
  /** The whole box, header included. */
  size: number;
}

export const fourCC = (bytes: Uint8Array, at: number): string => {
  if (at < 0 || at + 4 > bytes.length) throw damaged(`four-character code at ${at} runs past the data`);
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
};

export function u8(bytes: Uint8Array, at: number): number {
  if (at < 0 || at + 1 > bytes.length) throw damaged(`byte at ${at} runs past the data`);
  return bytes[at]!;
}

export function u16(bytes: Uint8Array, at: number): number {
  if (at < 0 || at + 2 > bytes.length) throw damaged(`16-bit number at ${at} runs past the data`);
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

export function u32(bytes: Uint8Array, at: number): number {
  if (at < 0 || at + 4 > bytes.length) throw damaged(`32-bit number at ${at} runs past the data`);
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

export const i32 = (bytes: Uint8Array, at: number): number => u32(bytes, at) | 0;

/**
 * A 64-bit unsigned number. Beyond 2^53 it cannot be an offset or a size in a file we would take
 * (or count exactly in a double), so it is refused as damage rather than rounded.
 */
export function u64(bytes: Uint8Array, at: number): number {
  const high = u32(bytes, at);
  const low = u32(bytes, at + 4);
  if (high >= 2 ** 21) throw damaged(`64-bit number at ${at} is larger than any file`);
  return high * 2 ** 32 + low;
}

/**
 * The header of the box at `at`, whose parent (or the file) ends at `end`. Sizes are checked
 * against both: a box smaller than its own header or reaching past its parent is damage, so a
 * walk over the result always moves forward and stays inside the parent. `headBytes` holds the
 * bytes from `at` on (at least 8, 16 for a 64-bit size, 24 for a `uuid`), indexed from
 * `headOffset`, so the same reader serves a whole in-memory box and a 16-byte read from a file.
 */
export function readBoxHeader(headBytes: Uint8Array, headOffset: number, at: number, end: number): BoxHeader {
  const local = at - headOffset;
  if (end - at < 8) throw damaged(`${end - at} stray bytes at ${at}, too few for a box`);
  const size32 = u32(headBytes, local);
  const type = fourCC(headBytes, local + 4);
  let headerSize = 8;
  let size: number;
  if (size32 === 1) {
    if (end - at < 16) throw damaged(`box '${printable(type)}' at ${at} has a 64-bit size cut off`);
    size = u64(headBytes, local + 8);
    headerSize = 16;
  } else if (size32 === 0) {
    size = end - at;
  } else {
    size = size32;
  }
  if (type === 'uuid') headerSize += 16;
  if (size < headerSize) throw damaged(`box '${printable(type)}' at ${at} says it is ${size} bytes, smaller than its ${headerSize}-byte header`);
  if (size > end - at) throw damaged(`box '${printable(type)}' at ${at} (${size} bytes) runs past the end (${end})`);
  return { type, start: at, headerSize, size };
}

/** A box type fit for a log line or a report: non-printing bytes as \xNN. */
export function printable(type: string): string {
  return [...type].map((char) => (/[\x20-\x7e\u00a9]/.test(char) ? char : `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`)).join('');
}

/** Looks like a box type a muxer would write: letters, digits, space, `©`, and a few marks. */
export function plausibleType(type: string): boolean {
  return /^[\x20-\x7e\u00a9]{4}$/.test(type);
}

/** More children than any real container has (a moov holds a few tracks, an ilst a few dozen items). */
export const MAX_CHILD_BOXES = 10_000;

/**
 * The boxes directly inside [start, end). QuickTime lets a container end with a 32-bit zero (and
 * some writers pad with more zeros): trailing zero bytes end the list. Any other stray bytes, or a
 * child running past its parent, are damage. Each child is at least 8 bytes, so the loop always
 * ends; more than `MAX_CHILD_BOXES` children is refused, so a moov of millions of empty boxes
 * costs no more than a normal one.
 */
export function childBoxes(bytes: Uint8Array, start: number, end: number): BoxHeader[] {
  if (start < 0 || end > bytes.length || start > end) throw damaged(`container bounds ${start}..${end} fall outside the data`);
  const children: BoxHeader[] = [];
  let at = start;
  while (at < end) {
    if (end - at < 8 || u32(bytes, at) === 0) {
      if (bytes.subarray(at, end).every((byte) => byte === 0)) break;
      throw damaged(`unreadable bytes at ${at} inside a container ending at ${end}`);
    }
    if (children.length >= MAX_CHILD_BOXES) throw new VideoContainerError('too-complex', `more than ${MAX_CHILD_BOXES} boxes in one container at ${start}`);
    const child = readBoxHeader(bytes, 0, at, end);
    children.push(child);
    at += child.size;
  }
  return children;
}

/**
 * Where a `meta` box's children start. In ISO/MP4 `meta` is a full box (4 bytes of version and
 * flags first); in QuickTime (and so in iPhone videos) its children follow the header directly.
 * The two are told apart by whether the first 4 bytes read as the size of a plausible child box.
 */
export function metaChildrenStart(bytes: Uint8Array, meta: BoxHeader): number {
  const payload = meta.start + meta.headerSize;
  const end = meta.start + meta.size;
  if (payload === end) return payload;
  if (end - payload >= 8) {
    const size = u32(bytes, payload);
    if (size >= 8 && size <= end - payload && plausibleType(fourCC(bytes, payload + 4))) return payload;
  }
  if (end - payload < 4) throw damaged(`'meta' box at ${meta.start} is too short for its version and flags`);
  return payload + 4;
}

/**
 * The box that fills `bytes` exactly (a `moov` read from a file, say), checked to be one of
 * `types`.
 */
export function wholeBox(bytes: Uint8Array, types: readonly string[]): BoxHeader {
  const box = readBoxHeader(bytes, 0, 0, bytes.length);
  if (!types.includes(box.type)) throw damaged(`expected a ${types.join(' or ')} box, found '${printable(box.type)}'`);
  if (box.size !== bytes.length) throw damaged(`the '${box.type}' box is ${box.size} bytes but ${bytes.length} were given`);
  return box;
}
