import { apiEnvelopeSchema, userProfileSchema, type UserProfile } from '@lindner/api/schema';

// What the profile's tests share (profile.test.ts, emailConfirmation.test.ts).

/** A complete profile as the profile form sends it. */
export const validProfile = {
  salutation: 'female',
  title: 'DI',
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'Lena.Gruber@Example.com',
  phone: '+43 5338 1234',
  mobile: '+43 664 7654321',
  fax: '',
  company: 'Gruberhof',
  street: 'Bergweg 3',
  zip: '6252',
  city: 'Breitenbach am Inn',
  country: 'AT',
  birthDate: '1990-06-01',
  driverLicense: 'B, F',
};

/** The profile of an answer, checked against its schema. */
export const profileOf = (response: { json(): unknown }): UserProfile =>
  apiEnvelopeSchema(userProfileSchema).parse(response.json()).data.data;
