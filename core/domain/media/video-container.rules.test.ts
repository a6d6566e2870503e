import { describe, expect, it } from 'vitest';
import { box, concat, latin1, memoryReader, readWithMp4box, u32be, videoFixture, videoFixtureNames } from './fixtures/video-fixtures.ts';
import { locateTopLevelBoxes, readVideoInfo, sniffVideo, VideoContainerError } from './video-container.rules.ts';

const DAMAGED = 'This video file is damaged or incomplete. Try uploading it again, or export it again from your phone.';

async function moovOf(file: Uint8Array): Promise<Uint8Array> {
  const { moov } = await locateTopLevelBoxes(file.length, memoryReader(file).readAt);
  return file.slice(moov.start, moov.start + moov.size);
}

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<VideoContainerError> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (error) {
    expect(error).toBeInstanceOf(VideoContainerError);
    return error as VideoContainerError;
  }
  throw new Error('expected a VideoContainerError');
}

const ftyp = (major: string, ...compatible: string[]) => box('ftyp', latin1(major), [0, 0, 2, 0], ...compatible.map(latin1));
const fixed = (value: number) => u32be(Math.round(value * 65536));
const IDENTITY = [...fixed(1), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...fixed(1), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0, 0, 0];

function mvhd(version: 0 | 1, timescale: number, duration: number) {
  const times = version === 1 ? new Array(16).fill(0) : new Array(8).fill(0);
  const durationField = version === 1 ? [...u32be(Math.floor(duration / 2 ** 32)), ...u32be(duration >>> 0)] : u32be(duration);
  return box('mvhd', [version, 0, 0, 0], times, u32be(timescale), durationField, u32be(0x10000), [1, 0], new Array(10).fill(0), IDENTITY, new Array(24).fill(0), u32be(3));
}

function tkhd(version: 0 | 1, { width, height, matrix = IDENTITY, enabled = true }: { width: number; height: number; matrix?: number[]; enabled?: boolean }) {
  const head = version === 1 ? [...new Array(16).fill(0), ...u32be(1), 0, 0, 0, 0, ...new Array(8).fill(0)] : [...new Array(8).fill(0), ...u32be(1), 0, 0, 0, 0, ...u32be(0)];
  return box('tkhd', [version, 0, 0, enabled ? 3 : 2], head, new Array(16).fill(0), matrix, fixed(width), fixed(height));
}

const hdlr = (handler: string) => box('hdlr', [0, 0, 0, 0, 0, 0, 0, 0], latin1(handler), new Array(13).fill(0));
const trak = (handler: string, header: Uint8Array, ...more: Uint8Array[]) => box('trak', header, box('mdia', hdlr(handler), ...more));

describe('sniffVideo', () => {
  it('names each fixture by its ftyp brands', () => {
    const expected = { 'android-xyz-audio.mp4': 'mp4', 'iphone-gps-keys.mov': 'mov', 'rotated-faststart-loci.mp4': 'mp4', 'plain.mp4': 'mp4' };
    for (const name of videoFixtureNames) expect(sniffVideo(videoFixture(name).subarray(0, 4096)), name).toBe(expected[name]);
  });

  it('takes the brands phones and cameras write', () => {
    expect(sniffVideo(ftyp('mp42', 'isom', 'mp42'))).toBe('mp4');
    expect(sniffVideo(ftyp('3gp4', 'isom', '3gp4'))).toBe('mp4');
    expect(sniffVideo(ftyp('XAVC', 'XAVC', 'mp42', 'iso2'))).toBe('mp4');
    expect(sniffVideo(ftyp('qt  ', 'qt  '))).toBe('mov');
    expect(sniffVideo(ftyp('abcd', 'qt  '))).toBe('mov');
  });

  it('refuses photos, audio and everything else, whatever its name', () => {
    expect(sniffVideo(ftyp('heic', 'mif1', 'heic', 'iso8'))).toBeNull();
    expect(sniffVideo(ftyp('avif', 'avif', 'mif1', 'miaf'))).toBeNull();
    expect(sniffVideo(ftyp('M4A ', 'M4A ', 'mp42', 'isom'))).toBeNull();
    expect(sniffVideo(ftyp('crx ', 'crx '))).toBeNull();
    expect(sniffVideo(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]))).toBeNull();
    expect(sniffVideo(latin1('<!doctype html><html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffVideo(latin1('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffVideo(new Uint8Array(0))).toBeNull();
    expect(sniffVideo(new Uint8Array(4096))).toBeNull();
  });

  it('refuses a cut-off or malformed ftyp', () => {
    const mp4 = videoFixture('plain.mp4');
    expect(sniffVideo(mp4.subarray(0, 11))).toBeNull();
    expect(sniffVideo(mp4.subarray(0, 24))).toBeNull(); // its ftyp is 32 bytes
    const odd = mp4.slice(0, 64);
    odd.set(u32be(31), 0);
    expect(sniffVideo(odd)).toBeNull();
    const huge = mp4.slice(0, 64);
    huge.set(u32be(0x7fffffff), 0);
    expect(sniffVideo(huge)).toBeNull();
  });

  it('takes an old QuickTime file without ftyp only when a moov follows', async () => {
    // The iPhone-style fixture with its ftyp turned into a free box: free, moov, wide, mdat.
    const legacy = videoFixture('iphone-gps-keys.mov');
    legacy.set(latin1('free'), 4);
    expect(sniffVideo(legacy.subarray(0, 64))).toBe('mov');

    // wide, a large mdat, then the moov beyond the first bytes read.
    const mdatFirst = concat(box('wide'), box('mdat', new Uint8Array(100_000)), await moovOf(videoFixture('plain.mp4')));
    expect(sniffVideo(mdatFirst.subarray(0, 4096))).toBeNull();
    const { boxes } = await locateTopLevelBoxes(mdatFirst.length, memoryReader(mdatFirst).readAt);
    expect(sniffVideo(mdatFirst.subarray(0, 4096), boxes)).toBe('mov');

    const noMoov = concat(box('wide'), box('free', new Uint8Array(40)), box('mdat', new Uint8Array(100)));
    expect(sniffVideo(noMoov)).toBeNull();
    expect(sniffVideo(concat(box('free', new Uint8Array(8)), latin1('<html><body>hello</body></html>')))).toBeNull();
    const withJunk = concat(box('free'), box('junk', new Uint8Array(8)), await moovOf(videoFixture('plain.mp4')));
    expect(sniffVideo(withJunk)).toBeNull();
  });
});

describe('locateTopLevelBoxes', () => {
  it('finds the moov at the end, as phones write it, with one small read per box', async () => {
    const file = videoFixture('android-xyz-audio.mp4');
    const { readAt, reads } = memoryReader(file);
    const { boxes, moov } = await locateTopLevelBoxes(file.length, readAt);
    expect(boxes.map((b) => b.type)).toEqual(['ftyp', 'wide', 'mdat', 'moov']);
    expect(moov.start + moov.size).toBe(file.length);
    expect(reads.length).toBe(4);
    expect(Math.max(...reads.map(([, length]) => length))).toBeLessThanOrEqual(32);
  });

  it('finds the moov at the start of a fast-start file', async () => {
    const file = videoFixture('rotated-faststart-loci.mp4');
    const { boxes, moov } = await locateTopLevelBoxes(file.length, memoryReader(file).readAt);
    expect(boxes.map((b) => b.type)).toEqual(['ftyp', 'moov', 'free', 'mdat']);
    expect(moov.start).toBe(boxes[0]!.size);
  });

  it('reads a 64-bit size and a last box of size 0 ("to the end")', async () => {
    const moov = await moovOf(videoFixture('plain.mp4'));
    const large = concat(ftyp('mp42', 'isom'), Uint8Array.from([0, 0, 0, 1, ...latin1('mdat'), 0, 0, 0, 0, 0, 0, 0, 48]), new Uint8Array(32), moov);
    const found = await locateTopLevelBoxes(large.length, memoryReader(large).readAt);
    expect(found.boxes.map((b) => [b.type, b.headerSize, b.size])).toEqual([
      ['ftyp', 8, 20],
      ['mdat', 16, 48],
      ['moov', 8, moov.length],
    ]);

    const toEnd = concat(ftyp('mp42', 'isom'), moov, Uint8Array.from([0, 0, 0, 0, ...latin1('mdat')]), new Uint8Array(1000));
    const last = (await locateTopLevelBoxes(toEnd.length, memoryReader(toEnd).readAt)).boxes.at(-1)!;
    expect([last.type, last.size]).toEqual(['mdat', 1008]);
  });

  it('refuses a file cut off during upload, with a message a person understands', async () => {
    const file = videoFixture('android-xyz-audio.mp4');
    for (const cut of [file.length - 1, file.length - 500, 5000, 100, 40]) {
      const error = await refusal(locateTopLevelBoxes(cut, memoryReader(file.subarray(0, cut)).readAt));
      expect(error.problem).toBe('damaged');
      expect(error.message).toBe(DAMAGED);
    }
    // The moov is whole but the file claims more than there is.
    const short = await refusal(locateTopLevelBoxes(file.length + 10, memoryReader(file).readAt));
    expect(short.detail).toMatch(/could read only|stray bytes/);
  });

  it('refuses boxes smaller than their header, running past the end, a missing or second moov', async () => {
    const moov = await moovOf(videoFixture('plain.mp4'));
    const cases: Array<[Uint8Array, RegExp]> = [
      [concat(ftyp('isom', 'isom'), Uint8Array.from([0, 0, 0, 4, ...latin1('free')]), moov), /smaller than its 8-byte header/],
      [concat(ftyp('isom', 'isom'), Uint8Array.from([0, 0, 0, 1, ...latin1('mdat'), 0, 0, 0, 0, 0, 0, 0, 12]), moov), /smaller than its 16-byte header/],
      [concat(ftyp('isom', 'isom'), Uint8Array.from([0, 0, 0x10, 0, ...latin1('mdat')]), moov), /runs past the end/],
      [concat(ftyp('isom', 'isom'), Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), moov), /runs past the end/],
      [concat(ftyp('isom', 'isom'), Uint8Array.from([0, 0, 0, 1, ...latin1('mdat'), 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), moov), /larger than any file/],
      [concat(ftyp('isom', 'isom'), box('mdat', new Uint8Array(64))), /no moov/],
      [concat(ftyp('isom', 'isom'), Uint8Array.from([0, 0, 0, 0, ...latin1('mdat')]), moov), /no moov/],
      [concat(ftyp('isom', 'isom'), moov, box('mdat', new Uint8Array(8)), moov), /2 moov boxes/],
      [concat(ftyp('isom', 'isom'), moov, new Uint8Array(5)), /stray bytes/],
    ];
    for (const [file, detail] of cases) {
      const error = await refusal(locateTopLevelBoxes(file.length, memoryReader(file).readAt));
      expect(error.problem).toBe('damaged');
      expect(error.detail).toMatch(detail);
    }
    await expect(locateTopLevelBoxes(0, memoryReader(new Uint8Array(0)).readAt)).rejects.toThrow(VideoContainerError);
    await expect(locateTopLevelBoxes(Number.NaN, memoryReader(moov).readAt)).rejects.toThrow(VideoContainerError);
  });

  it('refuses more top-level boxes than asked, and a moov too large to hold', async () => {
    const moov = await moovOf(videoFixture('plain.mp4'));
    const many = concat(ftyp('isom', 'isom'), ...Array.from({ length: 2000 }, () => box('free')), moov);
    const tooMany = await refusal(locateTopLevelBoxes(many.length, memoryReader(many).readAt));
    expect([tooMany.problem, tooMany.detail]).toEqual(['too-complex', 'more than 1024 top-level boxes']);
    expect((await locateTopLevelBoxes(many.length, memoryReader(many).readAt, { maxBoxes: 3000 })).boxes).toHaveLength(2002);

    const big = await refusal(locateTopLevelBoxes(many.length, memoryReader(many).readAt, { maxBoxes: 3000, maxMoovBytes: 512 }));
    expect(big.problem).toBe('too-complex');
  });
});

describe('readVideoInfo', () => {
  it('reads duration, size, rotation and sound from each fixture, as MP4Box.js does', async () => {
    const expected = {
      'android-xyz-audio.mp4': { width: 160, height: 120, rotationDegrees: 0, displayWidth: 160, displayHeight: 120, hasAudio: true },
      'iphone-gps-keys.mov': { width: 160, height: 120, rotationDegrees: 0, displayWidth: 160, displayHeight: 120, hasAudio: false },
      'rotated-faststart-loci.mp4': { width: 160, height: 120, rotationDegrees: 90, displayWidth: 120, displayHeight: 160, hasAudio: false },
      'plain.mp4': { width: 160, height: 120, rotationDegrees: 0, displayWidth: 160, displayHeight: 120, hasAudio: false },
    };
    for (const name of videoFixtureNames) {
      const file = videoFixture(name);
      const info = readVideoInfo(await moovOf(file));
      expect(info, name).toEqual({ durationSeconds: 1, ...expected[name] });

      const { info: movie } = readWithMp4box(file);
      expect(info.durationSeconds).toBe(movie!.duration / movie!.timescale);
      expect([info.width, info.height]).toEqual([movie!.videoTracks[0]!.track_width, movie!.videoTracks[0]!.track_height]);
      expect(info.hasAudio).toBe(movie!.audioTracks.length > 0);
    }
  });

  it('reads version-1 headers (64-bit times) and every right-angle matrix', () => {
    const matrix = (a: number, b: number, c: number, d: number) => [...fixed(a), ...fixed(b), 0, 0, 0, 0, ...fixed(c), ...fixed(d), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0, 0, 0];
    const turns: Array<[number[], number]> = [
      [matrix(1, 0, 0, 1), 0],
      [matrix(0, 1, -1, 0), 90],
      [matrix(-1, 0, 0, -1), 180],
      [matrix(0, -1, 1, 0), 270],
    ];
    for (const [m, degrees] of turns) {
      const moov = box('moov', mvhd(1, 600, 600 * 2 ** 33), trak('vide', tkhd(1, { width: 1920, height: 1080, matrix: m })), trak('soun', tkhd(0, { width: 0, height: 0 })));
      const info = readVideoInfo(moov);
      expect(info.durationSeconds).toBe(2 ** 33);
      expect(info.rotationDegrees).toBe(degrees);
      expect([info.width, info.height]).toEqual([1920, 1080]);
      expect([info.displayWidth, info.displayHeight]).toEqual(degrees % 180 ? [1080, 1920] : [1920, 1080]);
      expect(info.hasAudio).toBe(true);
    }
  });

  it('prefers the enabled video track, and falls back to the sample entry for a size of zero', () => {
    const disabled = trak('vide', tkhd(0, { width: 640, height: 480, enabled: false }));
    const enabled = trak('vide', tkhd(0, { width: 1280, height: 720 }));
    expect(readVideoInfo(box('moov', mvhd(0, 1000, 1500), disabled, enabled))).toMatchObject({ width: 1280, height: 720, durationSeconds: 1.5 });

    const avc1 = box('avc1', new Array(6).fill(0), [0, 1], new Array(16).fill(0), [0x02, 0x80, 0x01, 0xe0], new Array(50).fill(0));
    const stbl = box('stbl', box('stsd', [0, 0, 0, 0], u32be(1), avc1));
    const sizeless = trak('vide', tkhd(0, { width: 0, height: 0 }), box('minf', stbl));
    expect(readVideoInfo(box('moov', mvhd(0, 1000, 1000), sizeless))).toMatchObject({ width: 640, height: 480 });
  });

  it('takes the duration from the tracks or mvex/mehd when the movie header has none', () => {
    const video = trak('vide', tkhd(0, { width: 320, height: 240 }));
    const withTrackDuration = video.slice();
    // tkhd v0 duration: trak header 8 + tkhd header 8 + 4 version/flags + 16.
    withTrackDuration.set(u32be(2500), 8 + 8 + 4 + 16);
    expect(readVideoInfo(box('moov', mvhd(0, 1000, 0), withTrackDuration)).durationSeconds).toBe(2.5);
    const mvex = box('mvex', box('mehd', [0, 0, 0, 0], u32be(4000)));
    expect(readVideoInfo(box('moov', mvhd(0, 1000, 0xffffffff), video, mvex)).durationSeconds).toBe(4);
  });

  it('refuses a movie without video, a zero timescale, a missing header, and bytes that are not a moov', async () => {
    const sound = trak('soun', tkhd(0, { width: 0, height: 0 }));
    const noVideo = await refusal(() => readVideoInfo(box('moov', mvhd(0, 1000, 1000), sound)));
    expect([noVideo.problem, noVideo.message]).toEqual(['no-video', 'This file has no video in it.']);
    expect((await refusal(() => readVideoInfo(box('moov', mvhd(0, 0, 1000), trak('vide', tkhd(0, { width: 2, height: 2 })))))).detail).toMatch(/timescale/);
    expect((await refusal(() => readVideoInfo(box('moov', trak('vide', tkhd(0, { width: 2, height: 2 })))))).detail).toMatch(/0 'mvhd'/);
    expect((await refusal(() => readVideoInfo(box('free', mvhd(0, 1, 1))))).detail).toMatch(/expected a moov/);
    expect((await refusal(() => readVideoInfo(box('moov', mvhd(0, 1, 1)).subarray(0, 50)))).problem).toBe('damaged');
    const shortTkhd = box('moov', mvhd(0, 1000, 1000), box('trak', box('tkhd', [0, 0, 0, 1], new Array(20).fill(0)), box('mdia', hdlr('vide'))));
    expect((await refusal(() => readVideoInfo(shortTkhd))).detail).toMatch(/'tkhd' .* too short/);
  });
});
