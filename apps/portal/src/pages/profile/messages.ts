import { defineMessage, defineMessages } from 'react-intl';
import type { ProfileField } from './profileForm';

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
}) satisfies Record<ProfileField, unknown>;

export const profileMessages = defineMessages({
  male: { id: 'portal.profile.salutation.male', defaultMessage: 'Herr' },
  female: { id: 'portal.profile.salutation.female', defaultMessage: 'Frau' },
  customerNr: { id: 'portal.profile.customerNr', defaultMessage: 'Kundennummer' },
  noCustomerNr: {
    id: 'portal.profile.noCustomerNr',
    defaultMessage: 'Noch keine – Lindner vergibt sie mit dem ersten Kauf bei einem Händler.',
  },
  hintHalfway: {
    id: 'portal.profile.hint.halfway',
    defaultMessage: 'Die Hälfte ist geschafft! Mit ein paar Angaben mehr ist Dein Profil komplett.',
  },
  hintAlmostDone: {
    id: 'portal.profile.hint.almostDone',
    defaultMessage: 'Fast geschafft! Nur noch wenige Angaben fehlen.',
  },
  hintComplete: {
    id: 'portal.profile.hint.complete',
    defaultMessage: 'Dein Profil ist vollständig. Danke!',
  },
  promptTitle: {
    id: 'portal.profile.prompt.title',
    defaultMessage: 'Bitte vervollständige Dein Profil',
  },
  promptText: {
    id: 'portal.profile.prompt.text',
    defaultMessage: 'Damit wir Dich gut betreuen können, fehlen uns noch diese Angaben:',
  },
  promptLink: { id: 'portal.profile.prompt.link', defaultMessage: 'Profil vervollständigen' },
  avatarHeading: { id: 'portal.profile.avatar.heading', defaultMessage: 'Profilbild' },
  avatarCurrent: { id: 'portal.profile.avatar.current', defaultMessage: 'Dein Profilbild' },
  avatarNone: { id: 'portal.profile.avatar.none', defaultMessage: 'Noch kein Profilbild' },
  avatarPreview: {
    id: 'portal.profile.avatar.preview',
    defaultMessage: 'Vorschau des neuen Bildes',
  },
  avatarFile: { id: 'portal.profile.avatar.file', defaultMessage: 'Neues Bild' },
  avatarHint: {
    id: 'portal.profile.avatar.hint',
    defaultMessage: 'JPEG, PNG oder WebP, höchstens 10 MB.',
  },
  avatarUpload: { id: 'portal.profile.avatar.upload', defaultMessage: 'Bild hochladen' },
  avatarRemove: { id: 'portal.profile.avatar.remove', defaultMessage: 'Bild entfernen' },
  personalData: { id: 'portal.profile.personalData', defaultMessage: 'Deine Angaben' },
});

export const completionMessage = defineMessage<{ percent: string }>({
  id: 'portal.profile.completion',
  defaultMessage: 'Dein Profil ist zu {percent} vollständig',
});
