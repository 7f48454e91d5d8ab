import type { ProfileInput } from '@lindner/api/schema';
import { defineMessages } from 'react-intl';

/**
 * The labels of the profile's fields: the profile form shows them, and the complete-profile
 * prompt lists the missing ones with them on other pages too.
 */
export const profileFieldMessages = defineMessages({
  salutation: { id: 'portal.profile.salutation', defaultMessage: 'Anrede' },
  title: { id: 'portal.profile.title', defaultMessage: 'Titel' },
  firstName: { id: 'portal.profile.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'portal.profile.lastName', defaultMessage: 'Nachname' },
  email: { id: 'portal.profile.email', defaultMessage: 'E-Mail-Adresse' },
  phone: { id: 'portal.profile.phone', defaultMessage: 'Telefon' },
  mobile: { id: 'portal.profile.mobile', defaultMessage: 'Mobiltelefon' },
  fax: { id: 'portal.profile.fax', defaultMessage: 'Fax' },
  company: { id: 'portal.profile.company', defaultMessage: 'Firma' },
  street: { id: 'portal.profile.street', defaultMessage: 'Straße und Hausnummer' },
  zip: { id: 'portal.profile.zip', defaultMessage: 'Postleitzahl' },
  city: { id: 'portal.profile.city', defaultMessage: 'Ort' },
  country: { id: 'portal.profile.country', defaultMessage: 'Land' },
  birthDate: { id: 'portal.profile.birthDate', defaultMessage: 'Geburtsdatum' },
  driverLicense: { id: 'portal.profile.driverLicense', defaultMessage: 'Führerscheinnummer' },
}) satisfies Record<keyof ProfileInput, unknown>;

export const promptMessages = defineMessages({
  title: {
    id: 'portal.profile.prompt.title',
    defaultMessage: 'Bitte vervollständige Dein Profil',
  },
  text: {
    id: 'portal.profile.prompt.text',
    defaultMessage: 'Damit wir Dich gut betreuen können, fehlen uns noch diese Angaben:',
  },
  link: { id: 'portal.profile.prompt.link', defaultMessage: 'Profil vervollständigen' },
});
