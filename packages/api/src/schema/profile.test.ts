import { describe, expect, it } from 'vitest';
import { farmInputSchema } from './farm';
import { customerNumberInputSchema, profileInputSchema, profileTextLimits } from './profile';
import { optionalText } from './text';

const validProfile = {
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena.gruber@example.com',
  zip: '6252',
  country: 'AT',
};

function issueKeys(input: unknown): Record<string, string> {
  const result = profileInputSchema.safeParse(input);
  if (result.success) return {};
  const keys: Record<string, string> = {};
  for (const issue of result.error.issues) keys[issue.path.join('.')] ??= issue.message;
  return keys;
}

describe('profileInputSchema', () => {
  it('refuses a last name of 300 characters as too long', () => {
    expect(issueKeys({ ...validProfile, lastName: 'G'.repeat(300) })).toEqual({
      lastName: 'tooLong',
    });
  });

  it('gives every text field a maximum length', () => {
    const tooLong = Object.fromEntries(
      Object.entries(profileTextLimits).map(([field, limit]) => [field, '1'.repeat(limit + 1)]),
    );
    const keys = issueKeys({ ...tooLong, country: null });
    for (const field of Object.keys(profileTextLimits)) expect(keys[field]).toBe('tooLong');
  });

  it.each([
    ['AT', '12ab'],
    ['AT', '12345'],
    ['DE', '8033'],
    ['CH', '80011'],
    ['IT', '3910'],
    ['FR', '7500A'],
  ])('refuses the postal code of %s "%s"', (country, zip) => {
    expect(issueKeys({ ...validProfile, country, zip })).toEqual({ zip: 'zip' });
  });

  it.each([
    ['AT', '6250'],
    ['DE', '80331'],
    ['CH', '8001'],
    ['IT', '39100'],
    ['FR', '75001'],
    ['NL', '1011 AB'],
    ['GB', 'SW1A 1AA'],
    [null, '6250'],
  ])('takes the postal code of %s "%s"', (country, zip) => {
    expect(issueKeys({ ...validProfile, country, zip })).toEqual({});
  });

  it('reports a wrong postal code together with the other fields’ problems', () => {
    expect(issueKeys({ ...validProfile, firstName: '', zip: '12ab' })).toEqual({
      firstName: 'required',
      zip: 'zip',
    });
  });

  it.each(['\u0000', '\u0007', '\u001b[2J', '\u007f', '\t', '\n'])(
    'refuses control characters (%j) inside any text field',
    (control) => {
      const text = `Gru${control}ber`;
      expect(
        issueKeys({
          ...validProfile,
          firstName: text,
          lastName: text,
          title: text,
          email: `lena${control}@example.com`,
          phone: `0664${control}1234`,
          company: text,
          street: text,
          zip: `62${control}52`,
          city: text,
          driverLicense: text,
        }),
      ).toEqual(
        Object.fromEntries(
          [
            'title',
            'firstName',
            'lastName',
            'email',
            'phone',
            'company',
            'street',
            'zip',
            'city',
            'driverLicense',
          ].map((field) => [field, 'controlCharacters']),
        ),
      );
    },
  );

  it('refuses a NUL byte in the farm’s texts too', () => {
    const result = farmInputSchema.safeParse({ name: 'Brunner\u0000hof', vulgo: 'x\u0000' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'controlCharacters'],
      ['vulgo', 'controlCharacters'],
    ]);
  });

  it('lets a multi-line text keep tabs and line breaks, and no other control character', () => {
    const note = optionalText(200, { multiLine: true });
    expect(note.parse('Zeile 1\r\n\tZeile 2')).toBe('Zeile 1\r\n\tZeile 2');
    expect(note.safeParse('Zeile\u001b1').error?.issues[0]?.message).toBe('controlCharacters');
    expect(note.safeParse('Zeile\u00001').error?.issues[0]?.message).toBe('controlCharacters');
  });
});

describe('customerNumberInputSchema', () => {
  const keysOf = (input: unknown) => {
    const keys: Record<string, string> = {};
    for (const issue of customerNumberInputSchema.safeParse(input).error?.issues ?? []) {
      keys[issue.path.join('.')] ??= issue.message;
    }
    return keys;
  };

  it.each([
    ['AT-118230', 'AT-118230'],
    [' at-118230 ', 'AT-118230'],
    ['at 118230', 'AT-118230'],
    ['AT118230', 'AT-118230'],
  ])('reads %j as the register writes it, %s', (typed, number) => {
    expect(customerNumberInputSchema.parse({ customerNr: typed, zip: ' 6252 ' })).toEqual({
      customerNr: number,
      zip: '6252',
    });
  });

  it('refuses what is no customer number, with field error keys', () => {
    expect(keysOf({ customerNr: '<script>', zip: '6252' })).toEqual({ customerNr: 'invalid' });
    expect(keysOf({ customerNr: 'AT-1182300', zip: '6252' })).toEqual({ customerNr: 'invalid' });
    expect(keysOf({ customerNr: 'A'.repeat(21), zip: '6252' })).toEqual({ customerNr: 'tooLong' });
    expect(keysOf({ customerNr: 'AT-11\u00008230', zip: '6252' })).toEqual({
      customerNr: 'controlCharacters',
    });
    expect(keysOf({ customerNr: '  ', zip: '' })).toEqual({
      customerNr: 'required',
      zip: 'required',
    });
    expect(keysOf({ customerNr: 42, zip: '6#52' })).toEqual({ customerNr: 'required', zip: 'zip' });
    expect(keysOf({})).toEqual({ customerNr: 'required', zip: 'required' });
  });
});
