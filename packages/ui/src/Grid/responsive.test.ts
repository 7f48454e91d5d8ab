import { describe, expect, it } from 'vitest';
import { responsiveClassNames } from './responsive';

const classes = {
  xs: { 4: 'xs-4', 8: 'xs-8', 16: 'xs-16' },
  sm: { 4: 'sm-4', 8: 'sm-8', 16: 'sm-16' },
  md: { 4: 'md-4', 8: 'md-8', 16: 'md-16' },
  lg: { 4: 'lg-4', 8: 'lg-8', 16: 'lg-16' },
  xl: { 4: 'xl-4', 8: 'xl-8', 16: 'xl-16' },
  xxl: { 4: 'xxl-4', 8: 'xxl-8', 16: 'xxl-16' },
  xxxl: { 4: 'xxxl-4', 8: 'xxxl-8', 16: 'xxxl-16' },
  max: { 4: 'max-4', 8: 'max-8', 16: 'max-16' },
};

describe('responsiveClassNames', () => {
  it('gives nothing for no value', () => {
    expect(responsiveClassNames<4 | 8 | 16>(undefined, classes)).toEqual([]);
  });

  it('applies a plain value from the smallest width upwards', () => {
    expect(responsiveClassNames<4 | 8 | 16>(8, classes)).toEqual(['xs-8']);
  });

  it('picks one class per condition given, smallest first', () => {
    expect(responsiveClassNames<4 | 8 | 16>({ lg: 4, xs: 16, md: 8 }, classes)).toEqual([
      'xs-16',
      'md-8',
      'lg-4',
    ]);
  });

  it('leaves out conditions without a value', () => {
    expect(responsiveClassNames<4 | 8 | 16>({ xl: 4 }, classes)).toEqual(['xl-4']);
  });
});
