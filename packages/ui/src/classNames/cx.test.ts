import { describe, expect, it } from 'vitest';
import { cx } from './cx';

describe('cx', () => {
  it('joins class names with one space', () => {
    expect(cx('button', 'button-primary', 'extra')).toBe('button button-primary extra');
  });

  it('skips false, null, undefined and empty names', () => {
    const selected = false;
    expect(cx('item', selected && 'item-selected', null, undefined, '', 'last')).toBe('item last');
  });

  it('gives an empty string when nothing is left', () => {
    expect(cx()).toBe('');
    expect(cx(undefined, false)).toBe('');
  });
});
