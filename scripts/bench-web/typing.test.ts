import { describe, expect, it } from 'vitest';

import { EVENT_THRESHOLD_MS, typingResult } from './typing';

describe('typingResult', () => {
  it('counts an interaction as its longest event, and leaves out events outside any interaction', () => {
    const result = typingResult(
      [
        { interactionId: 7, duration: 24 },
        { interactionId: 7, duration: 104 },
        { interactionId: 0, duration: 400 },
        { interactionId: 9, duration: 32 },
      ],
      2,
    );
    expect(result).toEqual({ p90: 104, max: 104 });
  });

  it('counts a keystroke without an entry (under the threshold) as the threshold', () => {
    const entries = [{ interactionId: 3, duration: 200 }];
    expect(typingResult(entries, 10)).toEqual({ p90: EVENT_THRESHOLD_MS, max: 200 });
    expect(typingResult([], 13)).toEqual({ p90: EVENT_THRESHOLD_MS, max: EVENT_THRESHOLD_MS });
    expect(typingResult([], 0)).toBeNull();
  });
});
