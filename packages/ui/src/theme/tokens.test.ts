import { describe, expect, it } from 'vitest';
import { tokens, tooltipTiming } from './tokens';

describe('motion tokens', () => {
  it('fade a tooltip out in the dispose time of SPEC.md section 9 (150 ms)', () => {
    expect(tooltipTiming.dispose).toBe(150);
    expect(tokens.motion.duration.base).toBe('150ms');
  });

  it('keep every duration short: from 120 to 200 ms', () => {
    const durations = Object.values(tokens.motion.duration).map((value) =>
      Number.parseFloat(value),
    );
    expect(Math.min(...durations)).toBe(120);
    expect(Math.max(...durations)).toBe(200);
  });
});
