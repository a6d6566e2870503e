import { describe, expect, it } from 'vitest';
import { sameDayEnd } from './event-page-screen.tsx';

describe('sameDayEnd', () => {
  it('shows only the time when the party ends the day it starts, the whole date otherwise', () => {
    expect(sameDayEnd('Sat, Mar 6, 2027, 2:00 PM EST', 'Sat, Mar 6, 2027, 5:00 PM EST')).toBe('5:00 PM EST');
    expect(sameDayEnd('Sat, Mar 6, 2027, 8:00 PM EST', 'Sun, Mar 7, 2027, 1:00 AM EST')).toBe('Sun, Mar 7, 2027, 1:00 AM EST');
  });
});
