import { describe, expect, it } from 'vitest';
import { inlineLayout } from './inlineLayout';

describe('inlineLayout', () => {
  it('wraps a row, left and top by default', () => {
    expect(inlineLayout({})).toEqual({
      display: 'flex',
      flexWrap: 'wrap',
      flexDirection: 'row',
      justifyContent: 'flex-start',
      alignItems: 'flex-start',
    });
  });

  it('aligns horizontally with justify-content and vertically with align-items', () => {
    expect(inlineLayout({ align: 'right', alignY: 'center' })).toMatchObject({
      justifyContent: 'flex-end',
      alignItems: 'center',
    });
  });

  it('is a column below the collapse breakpoint and a row from it upwards', () => {
    expect(inlineLayout({ align: 'center', alignY: 'bottom', collapseBelow: 'md' })).toEqual({
      display: 'flex',
      flexWrap: 'wrap',
      flexDirection: { xs: 'column', md: 'row' },
      justifyContent: { xs: 'flex-start', md: 'center' },
      alignItems: { xs: 'center', md: 'flex-end' },
    });
  });
});
