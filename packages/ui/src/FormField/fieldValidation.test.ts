import { describe, expect, it } from 'vitest';
import type { Validator } from '../validation';
import { fieldCheck } from './fieldValidation';

const context = { field: 'Betriebsname', locale: 'de' } as const;
/** A check as a form passes it, one that lets an empty value pass. */
const startsWithHof: Validator = (value) =>
  typeof value === 'string' && value !== '' && !value.startsWith('Hof')
    ? 'Beginnt nicht mit Hof.'
    : undefined;

describe('the check of a field', () => {
  it('lets the custom check speak for an empty required field when it has a message', () => {
    const sameAsServer: Validator = (value) =>
      typeof value === 'string' && value.trim() !== '' ? undefined : 'Bitte gib einen Namen an.';
    const check = fieldCheck({ required: true, check: sameAsServer }, context);
    expect(check?.(undefined)).toBe('Bitte gib einen Namen an.');
    expect(check?.('Hof')).toBeUndefined();
  });

  it('says an empty required field is required when the custom check lets it pass', () => {
    const check = fieldCheck({ required: true, check: startsWithHof }, context);
    expect(check?.('')).toBe('Betriebsname ist ein Pflichtfeld.');
    expect(check?.(undefined)).toBe('Betriebsname ist ein Pflichtfeld.');
  });

  it('runs the custom check on a filled required field', () => {
    const check = fieldCheck({ required: true, check: startsWithHof }, context);
    expect(check?.('Gut Lindner')).toBe('Beginnt nicht mit Hof.');
    expect(check?.('Hof Lindner')).toBeUndefined();
  });

  it('runs the rules before the custom check', () => {
    const check = fieldCheck({ required: false, rules: 'email', check: startsWithHof }, context);
    expect(check?.('Gut')).toBe(
      'Betriebsname muss eine E-Mail-Adresse sein, zum Beispiel name@beispiel.de.',
    );
    expect(check?.('anna@hof.at')).toBe('Beginnt nicht mit Hof.');
  });

  it('does not check a disabled field', () => {
    expect(fieldCheck({ required: true, disabled: true }, context)).toBeUndefined();
  });
});
