import { defineMessage, defineMessages } from 'react-intl';

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

/** Adding the customer number of an invoice or loyalty card (CustomerNumber.tsx). */
export const customerNumberMessages = defineMessages({
  heading: {
    id: 'portal.profile.customerNumber.heading',
    defaultMessage: 'Kundennummer eintragen',
  },
  intro: {
    id: 'portal.profile.customerNumber.intro',
    defaultMessage:
      'Du hast schon bei einem Lindner-Händler gekauft? Dann trage Deine Kundennummer mit der Postleitzahl ein, die auf Deiner Rechnung steht.',
  },
  numberHint: {
    id: 'portal.profile.customerNumber.numberHint',
    defaultMessage: 'Auf Deiner Rechnung und Deiner Lindner-Kundenkarte, z. B. AT-123456.',
  },
  submit: { id: 'portal.profile.customerNumber.submit', defaultMessage: 'Eintragen' },
  added: {
    id: 'portal.profile.customerNumber.added',
    defaultMessage: 'Deine Kundennummer ist eingetragen.',
  },
  addedFromCard: {
    id: 'portal.profile.customerNumber.addedFromCard',
    defaultMessage: 'Die Kundennummer Deiner Kundenkarte ist jetzt in Deinem Profil eingetragen.',
  },
  claimingCard: {
    id: 'portal.profile.customerNumber.claimingCard',
    defaultMessage: 'Die Kundennummer Deiner Kundenkarte wird übernommen …',
  },
  cardNotTaken: {
    id: 'portal.profile.customerNumber.cardNotTaken',
    description: 'Heading of the banner when the loyalty card could not be taken over.',
    defaultMessage: 'Die Kundennummer Deiner Kundenkarte wurde nicht übernommen',
  },
});

export const completionMessage = defineMessage<{ percent: string }>({
  id: 'portal.profile.completion',
  defaultMessage: 'Dein Profil ist zu {percent} vollständig',
});

export const passwordMessages = defineMessages({
  text: {
    id: 'portal.password.text',
    defaultMessage:
      'Dein Passwort verwaltest Du im zentralen Lindner-Konto. Dort kannst Du es ändern und Deine Anmeldungen sehen.',
  },
  link: { id: 'portal.password.link', defaultMessage: 'Passwort im Lindner-Konto ändern' },
  back: {
    id: 'portal.password.back',
    defaultMessage: 'Von dort führt ein Link zurück zu Mein Lindner.',
  },
});
