import { profileInputSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { fieldErrorKeyOf } from './schemaCheck';

const asSent = (values: object) => values;
const profile = { firstName: 'Anna', lastName: 'Huber', email: 'anna@example.at' };
const check = (field: string, values: object) =>
  fieldErrorKeyOf(profileInputSchema, asSent, field, values);

describe('fieldErrorKeyOf', () => {
  it('names the key the server gives for that field', () => {
    expect(check('lastName', { ...profile, lastName: '   ' })).toBe('required');
    expect(check('email', { ...profile, email: 'anna.example.at' })).toBe('email');
    expect(check('lastName', { ...profile, lastName: 'x'.repeat(81) })).toBe('tooLong');
    expect(check('country', { ...profile, country: 'XX' })).toBe('option');
  });

  it('says nothing of a field when only another field is wrong', () => {
    expect(check('firstName', { ...profile, email: 'nope' })).toBeUndefined();
    expect(check('email', profile)).toBeUndefined();
  });
});
