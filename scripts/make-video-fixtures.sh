#!/usr/bin/env bash
# Writes the video test fixtures of core/domain/media/fixtures/ (they are committed; run this only
# to remake them): `bash scripts/make-video-fixtures.sh`. Needs ffmpeg (Debian: apt-get install
# ffmpeg); the tests never run it, they read the committed files.
#
# Each file is 1 s of ffmpeg's test pattern at 160x120 (a few KB), carrying a position in one of the
# three ways phones and tools write it: the QuickTime user-data atom `©xyz` (Android, moov/udta),
# the iPhone's `com.apple.quicktime.location.ISO6709` key (meta keys+ilst), or 3GPP `loci` (what
# ffmpeg's mp4 muxer makes of `-metadata location`). The position (San Francisco,
# +37.7749-122.4194) is what the tests look for after blanking.
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/core/domain/media/fixtures"
mkdir -p "$out"

# -bitexact: no encoder version string or creation time, so remaking gives the same bytes with the
# same ffmpeg build.
common=(-hide_banner -loglevel error -y -bitexact -fflags +bitexact)
video=(-f lavfi -i "testsrc2=size=160x120:rate=15:duration=1")
audio=(-f lavfi -i "sine=frequency=440:sample_rate=22050:duration=1")
x264=(-c:v libx264 -preset veryfast -crf 38 -pix_fmt yuv420p -g 15 -flags:v +bitexact)
aac=(-c:a aac -b:a 24k -ac 1 -flags:a +bitexact)

# Android-style MP4: `©xyz` in moov/udta, an audio track, moov at the END (ffmpeg's default, and
# what phones write: they only know the index once recording stops). ffmpeg writes `©xyz` only
# from its QuickTime muxer (its mp4 muxer writes `loci`, below), so this is `-f mov` with the
# Android brand `mp42`.
ffmpeg "${common[@]}" "${video[@]}" "${audio[@]}" "${x264[@]}" "${aac[@]}" -shortest \
  -metadata location="+37.7749-122.4194/" -metadata title="Cake cutting" \
  -brand mp42 -f mov "$out/android-xyz-audio.mp4"

# iPhone-style MOV: the Apple location keys (and two harmless ones that must survive) in
# moov/meta keys+ilst, written with use_metadata_tags; `qt  ` brand; moov at the start.
ffmpeg "${common[@]}" "${video[@]}" "${x264[@]}" \
  -movflags use_metadata_tags+faststart \
  -metadata "com.apple.quicktime.location.ISO6709=+37.7749-122.4194+010.000/" \
  -metadata "com.apple.quicktime.location.name=Dolores Park" \
  -metadata "com.apple.quicktime.make=Apple" \
  -metadata "com.apple.quicktime.model=iPhone 15" \
  -f mov "$out/iphone-gps-keys.mov"

# A portrait video: stored 160x120, shown turned 90° clockwise, moov at the start (+faststart);
# ffmpeg's mp4 muxer writes the position as a 3GPP `loci` box (binary 16.16 latitude/longitude)
# in moov/udta. ffmpeg 5.1 only writes the tkhd matrix when stream-copying, hence two passes;
# its `rotate` tag counts counterclockwise there, so 270 gives the iPhone portrait matrix
# (0 1 / -1 0: 90° clockwise).
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
ffmpeg "${common[@]}" "${video[@]}" "${x264[@]}" -f mp4 "$tmp/upright.mp4"
ffmpeg "${common[@]}" -i "$tmp/upright.mp4" -c copy -map_metadata -1 \
  -metadata:s:v:0 rotate=270 -movflags +faststart \
  -metadata location="+37.7749-122.4194/" \
  -f mp4 "$out/rotated-faststart-loci.mp4"

# No position at all: blanking must leave it byte for byte unchanged.
ffmpeg "${common[@]}" "${video[@]}" "${x264[@]}" -f mp4 "$out/plain.mp4"

ls -l "$out"
