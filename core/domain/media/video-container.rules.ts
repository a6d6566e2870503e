/**
 * What an uploaded video is, read from its bytes (never its name or declared type), and what its
 * container says about it: the top-level layout of an MP4/MOV file, walked through a "read these
 * bytes" function so a 1 GB upload is never held in memory, and the duration, size and rotation
 * from its `moov` box (the movie's index, a few KB to a few MB). Pure TypeScript, the same on
 * Node and in Workers.
 */
import { childBoxes, damaged, fourCC, i32, readBoxHeader, u16, u32, u64, u8, VideoContainerError, wholeBox, type BoxHeader } from './iso-box.rules.ts';

export { VideoContainerError, type BoxHeader, type VideoContainerProblem } from './iso-box.rules.ts';

export type VideoFormat = 'mp4' | 'mov';

/** Reads `length` bytes at `offset` (a file, an R2 object's range, an upload's parts). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

/** Brands of the MP4 family that phones, cameras and editing apps write. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'XAVC',
  '3gp4',
  '3gp5',
  '3gp6',
  '3gp7',
  '3gp8',
  '3gp9',
  '3g2a',
  '3g2b',
  '3g2c',
]);

/**
 * Major brands of files that share the container but are not videos: HEIC/AVIF photos (which
 * also list `iso8`/`mif1`), and iTunes audio. They go to the photo pipeline or are refused.
 */
const NOT_VIDEO_MAJOR_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis', 'M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);

/** Boxes an old QuickTime file (before `ftyp` existed) may start with. */
const LEGACY_QUICKTIME_TOP = new Set(['wide', 'free', 'skip', 'mdat', 'moov', 'pnot']);

/**
 * `'mp4'`, `'mov'` or null (not a video we take) from the first bytes of a file: the `ftyp` box's
 * brands (`qt  ` is QuickTime). A file without `ftyp` is taken as QuickTime only if it starts
 * with the boxes old QuickTime files start with and a `moov` is then found: within `head`, or,
 * when the moov is further on (after a large `mdat`), in `topLevel` from `locateTopLevelBoxes`.
 * Never throws.
 */
export function sniffVideo(head: Uint8Array, topLevel?: readonly BoxHeader[]): VideoFormat | null {
  try {
    if (head.length < 12) return null;
    if (fourCC(head, 4) === 'ftyp') return ftypFormat(head);
    if (!LEGACY_QUICKTIME_TOP.has(fourCC(head, 4))) return null;
    if (topLevel) {
      return topLevel.every((box) => LEGACY_QUICKTIME_TOP.has(box.type)) && topLevel.some((box) => box.type === 'moov') ? 'mov' : null;
    }
    // Follow the headers that lie inside `head`; every box is at least 8 bytes, so this ends.
    let at = 0;
    while (at + 8 <= head.length) {
      const box = readBoxHeader(head, 0, at, u32(head, at) === 0 ? head.length : Number.MAX_SAFE_INTEGER);
      if (box.type === 'moov') return 'mov';
      if (!LEGACY_QUICKTIME_TOP.has(box.type) || u32(head, at) === 0) return null;
      at += box.size;
    }
    return null;
  } catch (error) {
    if (error instanceof VideoContainerError) return null;
    throw error;
  }
}

function ftypFormat(head: Uint8Array): VideoFormat | null {
  const size = u32(head, 0);
  // Major brand, minor version, then whole brands; a cut-off ftyp is not a file we can trust.
  if (size < 16 || size > 4096 || size % 4 !== 0 || size > head.length) return null;
  const major = fourCC(head, 8);
  if (NOT_VIDEO_MAJOR_BRANDS.has(major)) return null;
  if (major === 'qt  ') return 'mov';
  const brands = [major];
  for (let at = 16; at < size; at += 4) brands.push(fourCC(head, at));
  if (brands.some((brand) => MP4_BRANDS.has(brand))) return 'mp4';
  if (brands.includes('qt  ')) return 'mov';
  return null;
}

export interface TopLevelLayout {
  /** Every top-level box, in file order. */
  boxes: BoxHeader[];
  /** The movie's index: read it whole with `readAt(moov.start, moov.size)`. */
  moov: BoxHeader;
}

export interface LocateOptions {
  /** More top-level boxes than this is refused ("too-complex"): each costs a read. */
  maxBoxes?: number;
  /** A larger `moov` is refused ("too-complex"): it is read into memory whole. */
  maxMoovBytes?: number;
}

/** Phones write a handful (ftyp, wide/free, mdat, moov, maybe a uuid); a fragmented file more. */
export const MAX_TOP_LEVEL_BOXES = 1024;
/**
 * A 1 GB phone video has a moov of well under 5 MB (its sample tables: a few bytes per frame).
 * The moov and its blanked copy are held in memory at once, and a Worker has 128 MB in all.
 */
export const MAX_MOOV_BYTES = 16 * 1024 * 1024;

/**
 * Walks a file's top-level boxes by their headers alone (one small read per box), from the start
 * to `size`, and finds the one `moov` wherever it is (phones write it at the end, "fast start"
 * files at the start). Refuses, with a `VideoContainerError`, a file whose boxes do not add up to
 * its size exactly, that has no `moov` (an upload cut off before the end) or two of them.
 */
export async function locateTopLevelBoxes(size: number, readAt: ReadAt, options: LocateOptions = {}): Promise<TopLevelLayout> {
  const maxBoxes = options.maxBoxes ?? MAX_TOP_LEVEL_BOXES;
  const maxMoovBytes = options.maxMoovBytes ?? MAX_MOOV_BYTES;
  if (!Number.isSafeInteger(size) || size < 8) throw damaged(`a file of ${size} bytes cannot hold a video`);
  const boxes: BoxHeader[] = [];
  let at = 0;
  while (at < size) {
    if (boxes.length >= maxBoxes) {
      throw new VideoContainerError('too-complex', `more than ${maxBoxes} top-level boxes`);
    }
    // Enough for a 64-bit size and a uuid's extended type.
    const want = Math.min(32, size - at);
    const head = await readAt(at, want);
    if (!(head instanceof Uint8Array) || head.length < want) throw damaged(`could read only ${head?.length ?? 0} of ${want} bytes at ${at}`);
    const box = readBoxHeader(head, at, at, size);
    boxes.push(box);
    at += box.size;
  }
  const moovs = boxes.filter((box) => box.type === 'moov');
  if (moovs.length === 0) throw damaged('no moov box (the movie index): the file was cut off or is not a finished recording');
  if (moovs.length > 1) throw damaged(`${moovs.length} moov boxes: players would disagree on which one counts`);
  const moov = moovs[0]!;
  if (moov.size > maxMoovBytes) throw new VideoContainerError('too-complex', `moov of ${moov.size} bytes is over ${maxMoovBytes}`);
  return { boxes, moov };
}

export interface VideoInfo {
  durationSeconds: number;
  /** The stored picture's size (the video track's `tkhd`), before rotation. */
  width: number;
  height: number;
  /** Clockwise turn to show it upright: 0, 90, 180 or 270 (an iPhone portrait video is 90). */
  rotationDegrees: 0 | 90 | 180 | 270;
  /** Width and height as shown, after rotation. */
  displayWidth: number;
  displayHeight: number;
  hasAudio: boolean;
}

interface Track {
  handler: string;
  enabled: boolean;
  width: number;
  height: number;
  rotationDegrees: VideoInfo['rotationDegrees'];
  duration: number | null;
}

/**
 * Duration, picture size, rotation and whether there is sound, from a whole `moov` box (header
 * included). The duration is the movie header's (`mvhd`, versions 0 and 1); the picture is the
 * first enabled video track's `tkhd` (16.16 fixed-point size, rotation from its matrix), or the
 * sample description's size when the `tkhd` gives none.
 */
export function readVideoInfo(moov: Uint8Array): VideoInfo {
  const root = wholeBox(moov, ['moov']);
  const children = childBoxes(moov, root.start + root.headerSize, root.size);
  const mvhd = only(children, 'mvhd', 'moov');
  const { timescale, duration } = movieHeader(moov, mvhd);
  const tracks = children.filter((box) => box.type === 'trak').map((trak) => readTrack(moov, trak));
  const videos = tracks.filter((track) => track.handler === 'vide');
  const video = videos.find((track) => track.enabled && track.width > 0 && track.height > 0) ?? videos.find((track) => track.width > 0 && track.height > 0);
  if (!video) throw new VideoContainerError('no-video', videos.length ? 'the video track has no picture size' : 'no video track');

  let units = duration;
  if (units === null || units === 0) {
    // Fragmented files keep the total in mvex/mehd; otherwise the longest track.
    const mehd = children
      .filter((box) => box.type === 'mvex')
      .flatMap((mvex) => childBoxes(moov, mvex.start + mvex.headerSize, mvex.start + mvex.size))
      .find((box) => box.type === 'mehd');
    units = mehd ? fullBoxDuration(moov, mehd, 4) : tracks.reduce((longest, track) => Math.max(longest, track.duration ?? 0), 0);
  }
  const turned = video.rotationDegrees === 90 || video.rotationDegrees === 270;
  return {
    durationSeconds: (units ?? 0) / timescale,
    width: video.width,
    height: video.height,
    rotationDegrees: video.rotationDegrees,
    displayWidth: turned ? video.height : video.width,
    displayHeight: turned ? video.width : video.height,
    hasAudio: tracks.some((track) => track.handler === 'soun'),
  };
}

function only(children: BoxHeader[], type: string, parent: string): BoxHeader {
  const found = children.filter((box) => box.type === type);
  if (found.length !== 1) throw damaged(`${found.length} '${type}' boxes in '${parent}', expected one`);
  return found[0]!;
}

function movieHeader(bytes: Uint8Array, mvhd: BoxHeader): { timescale: number; duration: number | null } {
  const p = mvhd.start + mvhd.headerSize;
  const version = u8(bytes, p);
  // v0: creation, modification (32-bit), timescale, duration (32-bit); v1: 64-bit times and duration.
  if (mvhd.size < mvhd.headerSize + (version === 1 ? 32 : 20)) throw damaged(`'mvhd' at ${mvhd.start} is too short`);
  const timescale = u32(bytes, p + (version === 1 ? 20 : 12));
  if (timescale === 0) throw damaged('movie timescale of zero');
  return { timescale, duration: fullBoxDuration(bytes, mvhd, version === 1 ? 24 : 16) };
}

/** A duration field of a version-0/1 full box at `offset` past its header; all ones = unknown. */
function fullBoxDuration(bytes: Uint8Array, box: BoxHeader, offset: number): number | null {
  const p = box.start + box.headerSize;
  const end = box.start + box.size;
  const version = u8(bytes, p);
  const wide = version === 1;
  if (p + offset + (wide ? 8 : 4) > end) throw damaged(`'${box.type}' at ${box.start} is too short`);
  if (wide) {
    if (u32(bytes, p + offset) === 0xffffffff && u32(bytes, p + offset + 4) === 0xffffffff) return null;
    return u64(bytes, p + offset);
  }
  const value = u32(bytes, p + offset);
  return value === 0xffffffff ? null : value;
}

function readTrack(bytes: Uint8Array, trak: BoxHeader): Track {
  const children = childBoxes(bytes, trak.start + trak.headerSize, trak.start + trak.size);
  const tkhd = only(children, 'tkhd', 'trak');
  const mdia = only(children, 'mdia', 'trak');
  const mdiaChildren = childBoxes(bytes, mdia.start + mdia.headerSize, mdia.start + mdia.size);
  const hdlr = mdiaChildren.find((box) => box.type === 'hdlr');
  // Version and flags, then QuickTime's component type (zero in MP4), then the handler type.
  const handler = hdlr && hdlr.size >= hdlr.headerSize + 12 ? fourCC(bytes, hdlr.start + hdlr.headerSize + 8) : '';

  const p = tkhd.start + tkhd.headerSize;
  const version = u8(bytes, p);
  const matrixAt = p + (version === 1 ? 52 : 40);
  if (matrixAt + 44 > tkhd.start + tkhd.size) throw damaged(`'tkhd' at ${tkhd.start} is too short`);
  let width = Math.round(u32(bytes, matrixAt + 36) / 65536);
  let height = Math.round(u32(bytes, matrixAt + 40) / 65536);
  if ((width === 0 || height === 0) && handler === 'vide') [width, height] = sampleEntrySize(bytes, mdiaChildren);
  return {
    handler,
    enabled: (u32(bytes, p) & 1) === 1,
    width,
    height,
    rotationDegrees: rotationOf(i32(bytes, matrixAt) / 65536, i32(bytes, matrixAt + 4) / 65536),
    // After creation and modification times, the track id and 4 reserved bytes.
    duration: fullBoxDuration(bytes, tkhd, version === 1 ? 28 : 20),
  };
}

/**
 * The matrix maps (x, y) to (a·x + c·y, b·x + d·y) on a screen whose y grows downward, so
 * atan2(b, a) is the clockwise turn (the iPhone portrait matrix 0 1 / -1 0 is 90). Mirroring is
 * ignored; anything between right angles snaps to the nearest.
 */
function rotationOf(a: number, b: number): VideoInfo['rotationDegrees'] {
  if (a === 0 && b === 0) return 0;
  const degrees = (Math.round((Math.atan2(b, a) * 180) / Math.PI / 90) * 90 + 360) % 360;
  return degrees as VideoInfo['rotationDegrees'];
}

/** Width and height of the first visual sample entry (mdia/minf/stbl/stsd). */
function sampleEntrySize(bytes: Uint8Array, mdiaChildren: BoxHeader[]): [number, number] {
  const inside = (box: BoxHeader | undefined) => (box ? childBoxes(bytes, box.start + box.headerSize, box.start + box.size) : []);
  const minf = mdiaChildren.find((box) => box.type === 'minf');
  const stbl = inside(minf).find((box) => box.type === 'stbl');
  const stsd = inside(stbl).find((box) => box.type === 'stsd');
  if (!stsd) return [0, 0];
  // stsd: version/flags, entry count, then entries; a visual entry has its width and height 24
  // bytes into its body (after 6 reserved, a data reference index and 16 bytes of zeros/versions).
  const entries = childBoxes(bytes, stsd.start + stsd.headerSize + 8, stsd.start + stsd.size);
  const entry = entries[0];
  if (!entry || entry.size < entry.headerSize + 28) return [0, 0];
  const body = entry.start + entry.headerSize;
  return [u16(bytes, body + 24), u16(bytes, body + 26)];
}
