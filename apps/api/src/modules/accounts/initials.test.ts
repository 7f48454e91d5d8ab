import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('gives each name’s initial with a full stop', () => {
    expect(initialsOf('Maria', 'Oberhauser')).toBe('M. O.');
  });

  it('gives the last name’s alone without a first name', () => {
    expect(initialsOf(null, 'Hofer')).toBe('H.');
    expect(initialsOf('  ', 'Hofer')).toBe('H.');
  });

  it('takes a whole letter, whatever its script or case', () => {
    expect(initialsOf('élise', 'Ødegård')).toBe('É. Ø.');
    expect(initialsOf('𝒜nna', 'Zöhrer')).toBe('𝒜. Z.');
  });
});
