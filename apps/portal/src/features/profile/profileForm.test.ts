import { profileInputSchema, type UserProfile } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { newcomerProfile } from '../../shared/storybook/profileData';
import { countryOptions, profileFormValues, profileInputOf } from './profileForm';

const lena: UserProfile = newcomerProfile;

describe('profile form values', () => {
  it('shows the saved texts and leaves the empty ones undefined', () => {
    const values = profileFormValues(lena);
    expect(values).toMatchObject({ firstName: 'Lena', lastName: 'Gruber' });
    expect(values.city).toBeUndefined();
    expect(Object.values(values)).not.toContain(null);
    expect(values).not.toHaveProperty('completion');
    expect(values).not.toHaveProperty('customerNr');
  });

  it('sends every field, trimmed, empty ones as null, as the server takes it', () => {
    const input = profileInputOf({
      ...profileFormValues(lena),
      salutation: 'female',
      city: ' Kundl ',
      zip: '',
      country: 'AT',
      birthDate: '1991-04-12',
    });
    expect(input).toMatchObject({
      salutation: 'female',
      firstName: 'Lena',
      city: 'Kundl',
      zip: null,
      country: 'AT',
      birthDate: '1991-04-12',
      phone: null,
    });
    expect(profileInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends no country the server does not know', () => {
    expect(profileInputOf({ ...profileFormValues(lena), country: 'XX' }).country).toBeNull();
  });
});

describe('country options', () => {
  it('names the countries in the page language, sorted by that name', () => {
    const de = countryOptions('de');
    expect(de.find((each) => each.value === 'AT')?.label).toBe('Österreich');
    const fr = countryOptions('fr');
    expect(fr.find((each) => each.value === 'DE')?.label).toBe('Allemagne');
    expect(fr[0]?.label).toBe('Allemagne');
  });
});
