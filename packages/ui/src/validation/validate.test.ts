import { describe, expect, it, vi } from 'vitest';
import { validationMessages } from './messages';
import { isEmpty, matchesAccept, type Rules } from './rules';
import {
  composeValidators,
  fieldValidator,
  formatFileSize,
  parseRules,
  validate,
} from './validate';

const de = { field: 'Seit', locale: 'de' } as const;
const en = { field: 'Since', locale: 'en' } as const;
const fr = { field: 'Depuis', locale: 'fr' } as const;

const farmSince = 'required|length:4|numeric|max_value:2030';

function file(name: string, type: string, size: number) {
  return new File([new Uint8Array(size)], name, { type });
}

describe('validate', () => {
  it('passes a value that meets every rule', () => {
    expect(validate('1998', farmSince, de)).toBeUndefined();
    expect(validate(1998, farmSince, de)).toBeUndefined();
    expect(validate('anything', '' as Rules, de)).toBeUndefined();
  });

  it('returns the message of the first failing rule only', () => {
    expect(validate('', farmSince, en)).toBe('Since is required.');
    expect(validate('19', farmSince, en)).toBe('Since must be exactly 4 characters long.');
    expect(validate('19a8', farmSince, en)).toBe('Since may contain digits only.');
    expect(validate('2031', farmSince, en)).toBe('Since must be at most 2030.');
    // Too short and not numeric: length comes first in the list, so length is reported.
    expect(validate('1x', farmSince, en)).toBe('Since must be exactly 4 characters long.');
    expect(validate('1x', 'numeric|length:4', en)).toBe('Since may contain digits only.');
  });

  it('speaks German, English and French', () => {
    expect(validate(undefined, 'required', de)).toBe('Seit ist ein Pflichtfeld.');
    expect(validate(undefined, 'required', en)).toBe('Since is required.');
    expect(validate(undefined, 'required', fr)).toBe('Depuis est obligatoire.');
    expect(validate('12', 'length:4', de)).toBe('Seit muss genau 4 Zeichen lang sein.');
    expect(validate('12', 'length:4', fr)).toBe('Depuis doit comporter exactement 4 caractères.');
    expect(validate('1a', 'numeric', de)).toBe('Seit darf nur Ziffern enthalten.');
    expect(validate('1a', 'numeric', fr)).toBe('Depuis ne doit contenir que des chiffres.');
    expect(validate('2031', 'max_value:2030', de)).toBe('Seit darf höchstens 2030 sein.');
    expect(validate('2031', 'max_value:2030', fr)).toBe('Depuis ne doit pas dépasser 2030.');
  });

  it('lets regional locales use their language', () => {
    expect(validate('', 'required', { field: 'Seit', locale: 'de-at' })).toBe(
      'Seit ist ein Pflichtfeld.',
    );
    expect(validate('', 'required', { field: 'Depuis', locale: 'fr-fr' })).toBe(
      'Depuis est obligatoire.',
    );
  });

  it('names one character in the singular', () => {
    expect(validate('ab', 'length:1', en)).toBe('Since must be exactly 1 character long.');
    expect(validate('ab', 'length:1', de)).toBe('Seit muss genau 1 Zeichen lang sein.');
    expect(validate('ab', 'length:1', fr)).toBe('Depuis doit comporter exactement 1 caractère.');
  });

  it('writes limits without thousands separators and with the locale decimal sign', () => {
    expect(validate('20000', 'max_value:10000', de)).toBe('Seit darf höchstens 10000 sein.');
    expect(validate('13', 'max_value:12.5', de)).toBe('Seit darf höchstens 12,5 sein.');
    expect(validate('13', 'max_value:12.5', en)).toBe('Since must be at most 12.5.');
  });

  it('says a number is needed and shows one as the locale writes it', () => {
    expect(validate('abc', 'decimal', en)).toBe('Since must be a number, for example 4,200.5.');
    expect(validate('abc', 'decimal', de)).toBe('Seit muss eine Zahl sein, zum Beispiel 4.200,5.');
    expect(validate('abc', 'decimal', fr)).toBe(
      'Depuis doit être un nombre, par exemple 4\u202f200,5.',
    );
  });

  it('skips an unknown rule and reports it once, keeping the other rules', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Only JavaScript callers or casts get past the type check: `Rules` has no "postcode".
    const misspelt = 'required|postcode' as Rules;
    expect(validate('x', misspelt, de)).toBeUndefined();
    expect(validate('', misspelt, de)).toBe('Seit ist ein Pflichtfeld.');
    expect(fieldValidator(misspelt, en)('')).toBe('Since is required.');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(/no rule "postcode"/);

    expect(validate('x', 'Required' as Rules, de)).toBeUndefined();
    // Names of Object.prototype are not rules either.
    expect(validate('x', 'toString' as Rules, de)).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(3);
    errors.mockRestore();
  });

  it('skips a rule whose parameter does not fit, and says what it needs', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const list of ['length', 'length:four', 'max_value:', 'required:1', 'accept:']) {
      expect(validate('x', list as Rules, de), list).toBeUndefined();
    }
    const reports = errors.mock.calls.map(([message]) => String(message));
    expect(reports).toHaveLength(5);
    expect(reports[1]).toMatch(/"length" needs a count/);
    expect(reports[3]).toMatch(/"required" takes no parameter/);
    errors.mockRestore();
  });

  it('ignores blanks around rules and empty entries', () => {
    expect(parseRules(' required | length:4 ||')).toEqual([
      { name: 'required', parameter: '' },
      { name: 'length', parameter: '4' },
    ]);
  });
});

describe('required', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty list', []],
    ['false', false],
    ['empty text', ''],
    ['blank text', ' \t\n'],
  ])('fails on %s', (_, value) => {
    expect(validate(value, 'required', en)).toBe('Since is required.');
  });

  it.each([
    ['text', 'a'],
    ['zero', 0],
    ['true', true],
    ['a list', ['slurry']],
    ['a file', file('hof.jpg', 'image/jpeg', 1)],
  ])('passes %s', (_, value) => {
    expect(validate(value, 'required', en)).toBeUndefined();
  });
});

describe('other rules on empty values', () => {
  it.each([null, undefined, '', '   ', [], false])('let %j pass', (value) => {
    expect(validate(value, 'length:4|numeric|max_value:2030|decimal', en)).toBeUndefined();
    expect(validate(value, 'max_size:10|accept:.pdf', en)).toBeUndefined();
  });
});

describe('length', () => {
  it('counts the characters of text and numbers exactly', () => {
    expect(validate('abcd', 'length:4', en)).toBeUndefined();
    expect(validate('abcde', 'length:4', en)).toBeDefined();
    expect(validate(1998, 'length:4', en)).toBeUndefined();
    expect(validate(' 1998', 'length:4', en)).toBeDefined();
    expect(validate('Hörl', 'length:4', en)).toBeUndefined();
    expect(validate('🚜🚜', 'length:2', en)).toBeUndefined();
  });

  it('counts the entries of a list', () => {
    expect(validate(['a', 'b'], 'length:2', en)).toBeUndefined();
    expect(validate(['a'], 'length:2', en)).toBeDefined();
  });

  it('fails on values without a length', () => {
    expect(validate(true, 'length:4', en)).toBeDefined();
    expect(validate({ length: 4 }, 'length:4', en)).toBeDefined();
  });
});

describe('numeric', () => {
  it('accepts digits only', () => {
    expect(validate('0042', 'numeric', en)).toBeUndefined();
    expect(validate(42, 'numeric', en)).toBeUndefined();
    for (const value of ['4.2', '4,2', '-4', '+4', '4 2', '1e3', '٤٢', 4.2, -4, Number.NaN]) {
      expect(validate(value, 'numeric', en), String(value)).toBe('Since may contain digits only.');
    }
  });
});

describe('max_value', () => {
  it('accepts numbers up to the limit, as numbers or text', () => {
    expect(validate(2030, 'max_value:2030', en)).toBeUndefined();
    expect(validate('2030', 'max_value:2030', en)).toBeUndefined();
    expect(validate('12,5', 'max_value:12.5', de)).toBeUndefined();
    expect(validate('4.200', 'max_value:4200', de)).toBeUndefined();
    expect(validate(-5, 'max_value:0', en)).toBeUndefined();
    expect(validate(-6, 'max_value:-5', en)).toBeUndefined();
  });

  it('fails above the limit and on anything that is not a number', () => {
    expect(validate(2030.5, 'max_value:2030', en)).toBeDefined();
    for (const value of ['abc', '20x', true, {}, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(validate(value, 'max_value:2030', en), String(value)).toBe(
        'Since must be at most 2030.',
      );
    }
  });
});

describe('decimal', () => {
  it('accepts numbers as the locale writes them', () => {
    for (const value of [12, 12.5, '12', '12,5', '4.200', '4.200,5', '-3', '0,25', ',5']) {
      expect(validate(value, 'decimal', de), String(value)).toBeUndefined();
    }
    for (const value of ['12.5', '4,200', '4,200.5', '-3', '.5']) {
      expect(validate(value, 'decimal', en), String(value)).toBeUndefined();
    }
  });

  it('rejects text that is no number or could be read as two different numbers', () => {
    for (const value of ['12.5', '1,000.5', '12,5,1', 'zwölf', '12 ha', Number.NaN]) {
      expect(validate(value, 'decimal', de), String(value)).toBeDefined();
    }
    for (const value of ['2,4', '4.200,5']) {
      expect(validate(value, 'decimal', en), String(value)).toBeDefined();
    }
  });
});

describe('email', () => {
  it('accepts an address with a domain that has a dot, as the server does', () => {
    for (const value of ['anna@hof.at', 'a.b+c@mail.lindner.at', ' anna@hof.at ']) {
      expect(validate(value.trim(), 'email', en), value).toBeUndefined();
    }
  });

  it('rejects anything else with a message in every locale', () => {
    for (const value of ['anna', 'anna@hof', '@hof.at', 'anna @hof.at', 'anna@@hof.at', 42]) {
      expect(validate(value, 'email', en), String(value)).toBe(
        'Since must be an email address, for example name@example.com.',
      );
    }
    const mail = (locale: 'de' | 'de-at' | 'en' | 'fr' | 'fr-fr') =>
      validate('anna', 'required|email', { field: 'E-Mail', locale });
    expect(mail('de')).toBe('E-Mail muss eine E-Mail-Adresse sein, zum Beispiel name@beispiel.de.');
    expect(mail('de-at')).toBe(mail('de'));
    expect(mail('fr')).toBe('E-Mail doit être une adresse e-mail, par exemple nom@exemple.fr.');
    expect(mail('fr-fr')).toBe(mail('fr'));
  });

  it('lets an empty optional field pass', () => {
    expect(validate('', 'email', en)).toBeUndefined();
  });
});

describe('files', () => {
  const picture = file('Hof.JPG', 'image/jpeg', 2048);

  it('checks the size in bytes and names the limit for people', () => {
    expect(validate(picture, 'max_size:2048', en)).toBeUndefined();
    expect(validate(picture, 'max_size:2047', { field: 'Picture', locale: 'en' })).toBe(
      'Picture must be at most 2 kB.',
    );
    expect(validate(picture, `max_size:${1024 * 1024}`, { field: 'Bild', locale: 'de' })).toBe(
      undefined,
    );
    expect(validate(picture, 'max_size:1024', { field: 'Bild', locale: 'de' })).toBe(
      'Bild darf höchstens 1 kB groß sein.',
    );
    expect(validate('not a file', 'max_size:1024', en)).toBeDefined();
  });

  it('checks the type against an accept list', () => {
    expect(validate(picture, 'accept:image/*,.pdf', en)).toBeUndefined();
    expect(validate(picture, 'accept:.jpg', en)).toBeUndefined();
    expect(validate(picture, 'accept:image/jpeg', en)).toBeUndefined();
    expect(validate(picture, 'accept:.pdf,application/pdf', { field: 'Plan', locale: 'fr' })).toBe(
      "Plan n'est pas un type de fichier autorisé.",
    );
  });
});

describe('fieldValidator and composeValidators', () => {
  it('reads the rules once and validates like validate', () => {
    const since = fieldValidator(farmSince, de);
    expect(since('')).toBe('Seit ist ein Pflichtfeld.');
    expect(since('1998')).toBeUndefined();
  });

  it('returns the first message of several validators', () => {
    const vin = (value: unknown) =>
      typeof value === 'string' && !value.startsWith('VBLA') ? 'VBLA' : undefined;
    const check = composeValidators(fieldValidator('required', en), undefined, vin);
    expect(check('')).toBe('Since is required.');
    expect(check('XYZ')).toBe('VBLA');
    expect(check('VBLA123')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('knows what counts as empty', () => {
    expect([null, undefined, false, '', '  ', []].every(isEmpty)).toBe(true);
    expect([0, true, 'a', ['a'], {}].some(isEmpty)).toBe(false);
  });

  it('matches accept lists as the HTML attribute does', () => {
    expect(matchesAccept({ name: 'a.PDF', type: '' }, '.pdf')).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'video/*, .pdf')).toBe(false);
  });

  it('formats file sizes in powers of 1024', () => {
    expect(formatFileSize(500, 'en')).toBe('500 byte');
    expect(formatFileSize(5 * 1024 * 1024, 'de')).toBe('5 MB');
    expect(formatFileSize(1.5 * 1024 * 1024 * 1024, 'fr')).toBe('1,5\u202fGo');
  });

  it('has the same messages in every language', () => {
    const keys = Object.keys(validationMessages.de).sort();
    expect(Object.keys(validationMessages.en).sort()).toEqual(keys);
    expect(Object.keys(validationMessages.fr).sort()).toEqual(keys);
  });
});
