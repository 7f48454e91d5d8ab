import { describe, expect, it } from 'vitest';
import { flexAlign, flexAlignY } from './alignment';

describe('alignment', () => {
  it('maps left, center and right to flex positions', () => {
    expect(flexAlign('left')).toBe('flex-start');
    expect(flexAlign('center')).toBe('center');
    expect(flexAlign('right')).toBe('flex-end');
  });

  it('maps top, center and bottom to flex positions', () => {
    expect(flexAlignY('top')).toBe('flex-start');
    expect(flexAlignY('center')).toBe('center');
    expect(flexAlignY('bottom')).toBe('flex-end');
  });
});
