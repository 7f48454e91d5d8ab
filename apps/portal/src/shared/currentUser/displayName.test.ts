import { describe, expect, it } from 'vitest';
import { displayName } from './displayName';

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName({ firstName: 'Josef', lastName: 'Brunner' })).toBe('Josef Brunner');
  });

  it('uses what there is', () => {
    expect(displayName({ firstName: ' Lena ', lastName: null })).toBe('Lena');
    expect(displayName({ firstName: null, lastName: 'Gruber' })).toBe('Gruber');
  });

  it('is null without a name, so the fan label stands in', () => {
    expect(displayName({ firstName: null, lastName: '  ' })).toBeNull();
    expect(displayName(null)).toBeNull();
  });
});
