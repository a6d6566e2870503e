import { describe, expect, it } from 'vitest';
import { stepIndex, swipeStep } from './media-viewer.tsx';
import { posterSize, posterTime } from './poster-frame.ts';

describe('the viewer’s steps', () => {
  it('turns a horizontal swipe of 50 px or more into previous/next; short or vertical moves are nothing', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(49, 0)).toBe(0);
    expect(swipeStep(60, 90)).toBe(0);
  });

  it('stops at either end instead of wrapping', () => {
    expect(stepIndex(0, -1, 3)).toBeNull();
    expect(stepIndex(2, 1, 3)).toBeNull();
    expect(stepIndex(1, 1, 3)).toBe(2);
  });
});

describe('the poster frame', () => {
  it('scales down to 1280 px on the long side, never up', () => {
    expect(posterSize(3840, 2160)).toEqual({ width: 1280, height: 720 });
    expect(posterSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
    expect(posterSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(posterSize(0, 480)).toBeNull();
  });

  it('takes the frame half a second in, or halfway through a shorter video', () => {
    expect(posterTime(12)).toBe(0.5);
    expect(posterTime(0.4)).toBe(0.2);
    expect(posterTime(Number.NaN)).toBe(0);
  });
});
