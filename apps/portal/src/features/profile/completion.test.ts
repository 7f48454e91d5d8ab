import { describe, expect, it } from 'vitest';
import { completionHint } from './completion';

describe('the hint beside the profile completion', () => {
  it.each([
    [0, 'none'],
    [49, 'none'],
    [50, 'halfway'],
    [74, 'halfway'],
    [75, 'almostDone'],
    [99, 'almostDone'],
    [100, 'complete'],
  ] as const)('at %i %% is %s', (percent, hint) => {
    expect(completionHint(percent)).toBe(hint);
  });
});
