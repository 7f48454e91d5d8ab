import {
  profileCountries,
  type ProfileCountry,
  type ProfileInput,
  type Salutation,
  type UserProfile,
} from '@lindner/api/schema';

/** The texts of the personal-data form; each empty field is undefined (final-form's empty). */
export interface ProfileFormValues {
  [field: string]: unknown;
  salutation?: string;
  title?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  mobile?: string;
  fax?: string;
  company?: string;
  street?: string;
  zip?: string;
  city?: string;
  country?: string;
  birthDate?: string;
  driverLicense?: string;
}

/** The form's fields, in the form's order. */
export const profileFields = [
  'salutation',
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'mobile',
  'fax',
  'company',
  'street',
  'zip',
  'city',
  'country',
  'birthDate',
  'driverLicense',
] as const satisfies readonly (keyof ProfileInput)[];
export type ProfileField = (typeof profileFields)[number];

/** The form's values for the saved profile. */
export function profileFormValues(profile: UserProfile): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const field of profileFields) values[field] = profile[field] ?? undefined;
  return values;
}

/** What `PUT /user/profile` gets for valid form values: trimmed texts, empty ones as null. */
export function profileInputOf(values: ProfileFormValues): ProfileInput {
  const text = (field: ProfileField) => {
    const value = values[field];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const country = text('country');
  return {
    salutation: text('salutation') as Salutation | null,
    title: text('title'),
    firstName: text('firstName') ?? '',
    lastName: text('lastName') ?? '',
    email: text('email') ?? '',
    phone: text('phone'),
    mobile: text('mobile'),
    fax: text('fax'),
    company: text('company'),
    street: text('street'),
    zip: text('zip'),
    city: text('city'),
    country: isProfileCountry(country) ? country : null,
    birthDate: text('birthDate'),
    driverLicense: text('driverLicense'),
  };
}

function isProfileCountry(value: string | null): value is ProfileCountry {
  return value !== null && (profileCountries as readonly string[]).includes(value);
}

/** The countries as options, named in the page's language and sorted by that name. */
export function countryOptions(locale: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return profileCountries
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
