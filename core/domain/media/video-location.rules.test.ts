import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { box, concat, latin1, locationsSeenByMp4box, memoryReader, occurrences, readWithMp4box, u32be, videoFixture, videoFixtureNames, type VideoFixtureName } from './fixtures/video-fixtures.ts';
import { locateTopLevelBoxes, readVideoInfo, sniffVideo, VideoContainerError } from './video-container.rules.ts';
import { blankVideoLocation, isLocationKey } from './video-location.rules.ts';
import { growthOf, LINEAR_RATIO_MAX } from '../../testing/linear-time.ts';

/**
 * The whole intake as the upload pipeline will run it: sniff, walk the top level through
 * `readAt`, read the moov, blank it, patch it back in place.
 */
async function blankFile(file: Uint8Array) {
  const { readAt } = memoryReader(file);
  const format = sniffVideo(await readAt(0, 4096));
  const { moov, boxes } = await locateTopLevelBoxes(file.length, readAt);
  const moovBytes = await readAt(moov.start, moov.size);
  const info = readVideoInfo(moovBytes);
  const { bytes, removed } = blankVideoLocation(moovBytes);
  const output = file.slice();
  output.set(bytes, moov.start);
  return { format, boxes, moov, info, removed, output };
}

/** Every way the fixtures spell the position or name its keys. */
const TELLTALES = ['+37.7749', '37.7749', '122.4194', '-122', 'ISO6709', 'com.apple.quicktime.location', 'location', 'Dolores Park', '©xyz', 'loci'];

const latin1Bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('blankVideoLocation on real ffmpeg output', () => {
  const expectedRemoved: Record<VideoFixtureName, string[]> = {
    'android-xyz-audio.mp4': ['moov/udta/©xyz'],
    'iphone-gps-keys.mov': ['moov/udta/meta/keys com.apple.quicktime.location.ISO6709', 'moov/udta/meta/keys com.apple.quicktime.location.name'],
    'rotated-faststart-loci.mp4': ['moov/udta/loci'],
    'plain.mp4': [],
  };

  for (const name of videoFixtureNames) {
    it(`${name}: no position left in any byte, and MP4Box.js reads the same movie`, async () => {
      const original = videoFixture(name);
      const { output, removed, moov, info } = await blankFile(original);
      expect(removed).toEqual(expectedRemoved[name]);

      // The raw bytes: nothing that spells the position or names the keys, anywhere in the file.
      const before = readWithMp4box(original);
      if (name !== 'plain.mp4') expect(TELLTALES.some((text) => occurrences(original, latin1Bytes(text)) > 0)).toBe(true);
      for (const text of TELLTALES) expect(occurrences(output, latin1Bytes(text)), `${name}: ${text}`).toBe(0);

      // Same length, and only bytes inside the moov's metadata changed: mdat, sample tables and
      // chunk offsets are untouched, so every offset still points where it did.
      expect(output.length).toBe(original.length);
      const changed = [...output.keys()].filter((index) => output[index] !== original[index]);
      if (name === 'plain.mp4') expect(changed).toEqual([]);
      const udta = before.paths.includes('moov/udta') ? (before.file.moov as any).udta : undefined;
      for (const index of changed) {
        expect(index).toBeGreaterThanOrEqual(udta.start);
        expect(index).toBeLessThan(udta.start + udta.size);
      }

      // The independent reader: it saw the position before (where it can read it), sees none now,
      // and finds the same boxes, duration, tracks and picture.
      const after = readWithMp4box(output);
      if (name === 'iphone-gps-keys.mov') {
        expect(locationsSeenByMp4box(before)).toEqual(['com.apple.quicktime.location.ISO6709=+37.7749-122.4194+010.000/', 'com.apple.quicktime.location.name=Dolores Park']);
        // The harmless keys survive, values and all.
        expect(after.keys.filter(({ key }) => !key.startsWith('org.cakeday'))).toEqual([
          { key: 'com.apple.quicktime.make', value: 'Apple' },
          { key: 'com.apple.quicktime.model', value: 'iPhone 15' },
          { key: 'encoder', value: 'Lavf59.27.100' },
        ]);
        expect(after.keys.map(({ key }) => key).slice(0, 2)).toEqual(['org.cakeday.removed'.padEnd(36, '_'), 'org.cakeday.removed'.padEnd(33, '_')]);
        expect(after.keys.slice(0, 2).map(({ value }) => String(value).replace(/\0/g, ''))).toEqual(['', '']);
      }
      if (name === 'rotated-faststart-loci.mp4') expect(locationsSeenByMp4box(before)).toEqual(['moov/udta/loci']);
      expect(locationsSeenByMp4box(after)).toEqual([]);
      expect(after.errors).toEqual(before.errors);
      expect(after.paths.filter((path) => !path.startsWith('moov/udta'))).toEqual(before.paths.filter((path) => !path.startsWith('moov/udta')));
      expect(after.file.boxes.map((b) => [b.type, b.size])).toEqual(before.file.boxes.map((b) => [b.type, b.size]));
      expect([after.info!.duration, after.info!.timescale]).toEqual([before.info!.duration, before.info!.timescale]);
      expect(after.info!.tracks.map((t) => [t.type, t.codec, t.nb_samples, t.track_width, t.track_height, Array.from(t.matrix)])).toEqual(
        before.info!.tracks.map((t) => [t.type, t.codec, t.nb_samples, t.track_width, t.track_height, Array.from(t.matrix)]),
      );

      // And our own reader agrees with itself on the blanked file.
      const again = output.slice(moov.start, moov.start + moov.size);
      expect(readVideoInfo(again)).toEqual(info);
      // Blanking twice finds nothing more (the renamed keys no longer name a location).
      expect(blankVideoLocation(again)).toEqual({ bytes: again, removed: [] });
    });
  }

  it('empties a loci box completely (its position is binary, not text)', async () => {
    const original = videoFixture('rotated-faststart-loci.mp4');
    const { output } = await blankFile(original);
    const at = occurrences(original, 'loci') === 1 ? indexOf(original, 'loci') - 4 : -1;
    const size = new DataView(original.buffer).getUint32(at);
    const payload = original.subarray(at + 8, at + size);
    expect(payload.some((byte) => byte !== 0)).toBe(true);
    expect(Array.from(output.subarray(at, at + size))).toEqual([...u32be(size), ...latin1('free'), ...new Array(size - 8).fill(0)]);
  });
});

function indexOf(haystack: Uint8Array, text: string): number {
  const needle = latin1(text);
  for (let at = 0; at + needle.length <= haystack.length; at++) if (needle.every((byte, index) => haystack[at + index] === byte)) return at;
  return -1;
}

// Hand-built layouts the ffmpeg fixtures do not have: where iPhones, Android phones and editing
// apps also put positions.
const fullBox = (type: string, ...content: Array<Uint8Array | number[]>) => box(type, [0, 0, 0, 0], ...content);
const hdlr = (handler: string) => fullBox('hdlr', [0, 0, 0, 0], latin1(handler), new Array(13).fill(0));
const keys = (...names: string[]) => fullBox('keys', u32be(names.length), ...names.map((name) => box('mdta', latin1(name))));
const dataBox = (text: string) => box('data', u32be(1), u32be(0), latin1(text));
const item = (index: number, ...content: Uint8Array[]) => concat(Uint8Array.from([...u32be(8 + content.reduce((sum, part) => sum + part.length, 0)), ...u32be(index)]), ...content);
const xyz = (text: string) => box('©xyz', [0, text.length, 0x15, 0xc7], latin1(text));
const ISO = '+48.8584+002.2945+035.000/';

describe('blankVideoLocation on the layouts phones and apps write', () => {
  it('iPhone: QuickTime meta (no version/flags) directly in moov, keys+ilst', () => {
    const meta = box(
      'meta',
      hdlr('mdta'),
      keys('com.apple.quicktime.make', 'com.apple.quicktime.location.ISO6709', 'com.apple.quicktime.location.accuracy.horizontal'),
      box('ilst', item(1, dataBox('Apple')), item(2, dataBox(ISO)), item(3, dataBox('4.7'))),
    );
    const { bytes, removed } = blankVideoLocation(box('moov', meta));
    expect(removed).toEqual(['moov/meta/keys com.apple.quicktime.location.ISO6709', 'moov/meta/keys com.apple.quicktime.location.accuracy.horizontal']);
    expect(occurrences(bytes, '48.8584')).toBe(0);
    expect(occurrences(bytes, 'location')).toBe(0);
    expect(occurrences(bytes, 'Apple')).toBe(1);
    expect(occurrences(bytes, 'com.apple.quicktime.make')).toBe(1);
  });

  it('ISO full-box meta in trak/udta and trak/meta, ©xyz in trak/udta, udta ending in a zero terminator', () => {
    const trakUdta = box('udta', xyz('+35.6586+139.7454/'), box('©nam', [0, 4, 0x15, 0xc7], latin1('Cake')), [0, 0, 0, 0]);
    const trakMeta = fullBox('meta', hdlr('mdta'), keys('com.apple.quicktime.location.name'), box('ilst', item(1, dataBox('Tokyo Tower'))));
    const moov = box('moov', box('trak', trakUdta, trakMeta));
    const { bytes, removed } = blankVideoLocation(moov);
    expect(removed).toEqual(['moov/trak/udta/©xyz', 'moov/trak/meta/keys com.apple.quicktime.location.name']);
    for (const text of ['35.6586', 'Tokyo Tower', 'location', '©xyz']) expect(occurrences(bytes, text), text).toBe(0);
    expect(occurrences(bytes, 'Cake')).toBe(1);
    expect(bytes.length).toBe(moov.length);
  });

  it('iTunes-style ilst items: a ©xyz item and a ---- item named by its own name box', () => {
    const freeform = box('----', fullBox('mean', latin1('com.apple.iTunes')), fullBox('name', latin1('com.apple.quicktime.location.ISO6709')), dataBox(ISO));
    const other = box('----', fullBox('mean', latin1('com.apple.iTunes')), fullBox('name', latin1('iTunSMPB')), dataBox('00000000'));
    const meta = fullBox('meta', hdlr('mdir'), box('ilst', box('©xyz', dataBox(ISO)), freeform, other));
    const { bytes, removed } = blankVideoLocation(box('moov', box('udta', meta)));
    expect(removed).toEqual(['moov/udta/meta/ilst/©xyz', 'moov/udta/meta/ilst/---- com.apple.quicktime.location.ISO6709']);
    expect(occurrences(bytes, '48.8584')).toBe(0);
    expect(occurrences(bytes, 'iTunSMPB')).toBe(1);
  });

  it('XMP (which can carry EXIF GPS), loci and boxes with a 64-bit size are emptied too', () => {
    const xmp = box('XMP_', latin1('<x:xmpmeta><exif:GPSLatitude>48,51.5N</exif:GPSLatitude></x:xmpmeta>'));
    const xmpUuid = box('uuid', [0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac], latin1('<exif:GPSLongitude>2,17.6E</exif:GPSLongitude>'));
    const payload = latin1('+48.8584+002.2945/');
    const large = concat(Uint8Array.from([0, 0, 0, 1, ...latin1('©xyz'), ...u32be(0), ...u32be(16 + payload.length)]), payload);
    const { bytes, removed } = blankVideoLocation(box('moov', box('udta', xmp, large), box('trak', box('udta', xmpUuid))));
    expect(removed).toEqual(['moov/udta/XMP_', 'moov/udta/©xyz', 'moov/trak/udta/uuid']);
    for (const text of ['GPS', '48.8584', '48,51', '2,17', 'xmpmeta']) expect(occurrences(bytes, text), text).toBe(0);
    // The 64-bit size survives, so the box still spans the same bytes.
    expect(indexOf(bytes, 'free')).toBeGreaterThan(0);
    expect(occurrences(bytes, Uint8Array.from([0, 0, 0, 1, ...latin1('free'), ...u32be(0), ...u32be(16 + payload.length)]))).toBe(1);
  });

  it('zeroes a position written as text anywhere else in the metadata, and never reports it', () => {
    const title = box('©nam', [0, 30, 0x15, 0xc7], latin1('Party at +48.8584+002.2945/ :)'));
    const description = fullBox('meta', hdlr('mdta'), keys('com.apple.quicktime.description'), box('ilst', item(1, dataBox('we were at -33.8568+151.2153'))));
    // An item pointing at key 7 of a list of 1: no key to go by, the text is still caught.
    const orphan = box('meta', hdlr('mdta'), keys('com.apple.quicktime.make'), box('ilst', item(7, dataBox(ISO))));
    const { bytes, removed } = blankVideoLocation(box('moov', box('udta', title, description), box('trak', orphan)));
    expect(removed).toEqual(['moov/udta: position text (18 bytes)', 'moov/udta: position text (17 bytes)', 'moov/trak/meta: position text (26 bytes)']);
    for (const text of ['48.8584', '33.8568', '151.2153', '002.2945']) expect(occurrences(bytes, text), text).toBe(0);
    expect(occurrences(bytes, 'Party at ')).toBe(1);
    expect(removed.join(' ')).not.toMatch(/\d{2}\.\d{3}/);
    // Version strings and other numbers are no position.
    const harmless = box('moov', box('udta', box('©swr', [0, 20, 0x15, 0xc7], latin1('Lavf59.27.100 +1.5-2'))));
    expect(blankVideoLocation(harmless)).toEqual({ bytes: harmless, removed: [] });
  });

  it('a top-level udta or meta (outside the moov) can be blanked the same way', () => {
    expect(blankVideoLocation(box('udta', xyz('+1+2/'))).removed).toEqual(['udta/©xyz']);
    expect(blankVideoLocation(box('meta', hdlr('mdta'), keys('com.apple.quicktime.location.ISO6709'), box('ilst', item(1, dataBox(ISO))))).removed).toEqual([
      'meta/keys com.apple.quicktime.location.ISO6709',
    ]);
  });

  it('names location keys generously', () => {
    for (const key of [
      'com.apple.quicktime.location.ISO6709',
      'com.apple.quicktime.location.name',
      'com.apple.quicktime.location.body',
      'com.apple.quicktime.location.note',
      'com.apple.quicktime.location.role',
      'com.apple.quicktime.location.date',
      'com.android.gps',
      'Xyz.ISO6709',
    ]) {
      expect(isLocationKey(key), key).toBe(true);
    }
    for (const key of ['com.apple.quicktime.make', 'com.apple.quicktime.creationdate', 'com.android.version']) expect(isLocationKey(key), key).toBe(false);
  });
});

describe('blankVideoLocation against hostile input', () => {
  const refusal = (bytes: Uint8Array) => {
    try {
      blankVideoLocation(bytes);
    } catch (error) {
      expect(error).toBeInstanceOf(VideoContainerError);
      return error as VideoContainerError;
    }
    throw new Error('expected a VideoContainerError');
  };

  it('refuses a zero-size nested box hiding something after it, instead of looping or skipping', () => {
    const sneaky = box('moov', box('udta', [0, 0, 0, 0, ...latin1('©xyz')], xyz('+1+2/')));
    expect(refusal(sneaky).detail).toMatch(/unreadable bytes/);
  });

  it('refuses a child running past its parent, a key list longer than its box, a bad key size', () => {
    const pastParent = box('moov', box('udta', [0, 0, 0, 64, ...latin1('©xyz'), 1, 2, 3]));
    expect(refusal(pastParent).problem).toBe('damaged');
    const hugeCount = box('moov', box('meta', hdlr('mdta'), fullBox('keys', u32be(0xffffffff), box('mdta', latin1('x')))));
    expect(refusal(hugeCount).detail).toMatch(/claims 4294967295 entries/);
    const badKeySize = box('moov', box('meta', hdlr('mdta'), fullBox('keys', u32be(1), [0, 0, 0, 3, ...latin1('mdta')])));
    expect(refusal(badKeySize).detail).toMatch(/key 1 .* size 3/);
    const noCount = box('moov', box('meta', hdlr('mdta'), fullBox('keys'), box('free', u32be(7))));
    expect(refusal(noCount).detail).toMatch(/'keys' .* too short/);
  });

  it('refuses nesting deeper than any real file, without overflowing the stack', () => {
    let nested = xyz('+1+2/');
    for (let depth = 0; depth < 2_000; depth++) nested = box('udta', nested);
    const error = refusal(box('moov', nested));
    expect(error.problem).toBe('too-complex');
  });

  it('stays linear on a moov as large as allowed, and refuses a swarm of tiny boxes', () => {
    // Up to 16 MB of near-positions: every byte a candidate, none a match until the end.
    const moovOf = (scale: number) => {
      const text = latin1('+1.2-3.4+12.3');
      const udta = new Uint8Array(scale * 2 * 1024 * 1024 - 16);
      for (let at = 8; at + text.length <= udta.length; at += text.length) udta.set(text, at);
      udta.set(latin1('+37.7749-122.4194/'), udta.length - 18);
      new DataView(udta.buffer).setUint32(0, udta.length);
      udta.set(latin1('udta'), 4);
      // Inside a free box, so only the text scan (not the box walk) sees the bytes.
      udta.set([...u32be(udta.length - 8), ...latin1('free')], 8);
      udta.set(latin1('+1.2-3.4'), 16);
      return box('moov', udta);
    };
    const { bytes, removed } = blankVideoLocation(moovOf(8));
    expect(removed).toEqual(['moov/udta: position text (18 bytes)']);
    expect(occurrences(bytes.subarray(bytes.length - 40), '37.7749')).toBe(0);
    const growth = growthOf(moovOf, (moov) => blankVideoLocation(moov));
    expect(growth.ratio, `${growth.small.toFixed(1)} ms → ${growth.large.toFixed(1)} ms`).toBeLessThan(LINEAR_RATIO_MAX);

    const swarm = box('moov', ...Array.from({ length: 20_000 }, () => box('udta')));
    expect(refusal(swarm).problem).toBe('too-complex');
    expect(() => readVideoInfo(swarm)).toThrow(VideoContainerError);
  });

  it('refuses what is not a whole moov', () => {
    const moov = box('moov', box('udta', xyz('+1+2/')));
    expect(refusal(moov.subarray(0, moov.length - 1)).problem).toBe('damaged');
    expect(refusal(concat(moov, new Uint8Array(1))).problem).toBe('damaged');
    expect(refusal(box('mdat', new Uint8Array(8))).detail).toMatch(/expected a moov/);
    expect(refusal(new Uint8Array(3)).problem).toBe('damaged');
  });
});

describe('fuzzing: flipped bytes never crash the reader or the blanker', () => {
  const moovRanges = new Map<VideoFixtureName, [number, number]>();

  /** Runs the whole intake; any failure must be our own error, and blanking keeps the length. */
  async function survives(file: Uint8Array): Promise<void> {
    try {
      sniffVideo(file.subarray(0, 4096));
      const { readAt } = memoryReader(file);
      const { moov, boxes } = await locateTopLevelBoxes(file.length, readAt);
      sniffVideo(file.subarray(0, 4096), boxes);
      const bytes = await readAt(moov.start, moov.size);
      try {
        readVideoInfo(bytes);
      } catch (error) {
        if (!(error instanceof VideoContainerError)) throw error;
      }
      expect(blankVideoLocation(bytes).bytes.length).toBe(bytes.length);
    } catch (error) {
      if (!(error instanceof VideoContainerError)) throw error;
    }
  }

  for (const name of videoFixtureNames) {
    it(`${name}: random flips in the box headers and the moov`, async () => {
      const original = videoFixture(name);
      if (!moovRanges.has(name)) {
        const { moov } = await locateTopLevelBoxes(original.length, memoryReader(original).readAt);
        moovRanges.set(name, [moov.start, moov.start + moov.size]);
      }
      const [start, end] = moovRanges.get(name)!;
      // Most flips land in the moov (where the parsing happens), some anywhere in the file.
      const position = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: start, max: end - 1 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: original.length - 1 }) });
      const flip = fc.tuple(position, fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0, 1, 0xff, 0x7f, 0x80)));
      await fc.assert(
        fc.asyncProperty(fc.array(flip, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: original.length }), fc.boolean(), async (flips, cut, truncate) => {
          const file = original.slice(0, truncate ? cut : original.length);
          for (const [at, value] of flips) if (at < file.length) file[at] = value;
          await survives(file);
        }),
        { numRuns: 400 },
      );
    });
  }

  it('random bytes and random box soups', async () => {
    const soup = fc.array(
      fc.tuple(
        fc.constantFrom('moov', 'trak', 'mdia', 'minf', 'udta', 'meta', 'keys', 'ilst', 'data', '©xyz', 'loci', 'mvhd', 'tkhd', 'hdlr', 'free', 'mdat', 'ftyp'),
        fc.uint8Array({ maxLength: 40 }),
      ),
      { maxLength: 12 },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), soup, async (noise, parts) => {
        await survives(noise);
        // Nest the parts inside each other, sometimes side by side, under a moov.
        let inner: Uint8Array = new Uint8Array(0);
        for (const [type, content] of parts) inner = content.length % 2 ? box(type, inner, content) : concat(inner, box(type, content));
        const moov = box('moov', inner);
        await survives(concat(box('ftyp', latin1('isom'), [0, 0, 0, 0], latin1('isom')), moov));
        try {
          blankVideoLocation(moov);
          readVideoInfo(moov);
        } catch (error) {
          if (!(error instanceof VideoContainerError)) throw error;
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('runs in Workers', () => {
  it('imports nothing but its own files (no node: modules, no packages)', () => {
    const sources = import.meta.glob(['./*.rules.ts'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(3);
    for (const [path, source] of Object.entries(sources)) {
      const imports = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? match[2]);
      for (const specifier of imports) expect(specifier, path).toMatch(/^\.\/[a-z0-9.-]+\.ts$/);
      expect(source, path).not.toMatch(/\b(Buffer|process|require)\b/);
    }
  });
});
