import { defineMessages, type MessageDescriptor } from 'react-intl';
import type {
  ConsentKind,
  ConsentState,
  ContactChannel,
  NewsletterStatus,
  NewsletterTopic,
} from '../schema';

// Texts for the codes of the profile and settings contract (schema/profile.ts, settings.ts):
// labels of the settings' options and the notices. The field error messages, which the server
// formats too, are React-free in schema/fieldErrors.ts.

/** Labels of the newsletter topics (interests). */
export const newsletterTopicMessages = defineMessages({
  tractors: { id: 'api.settings.topic.tractors', defaultMessage: 'Traktoren allgemein' },
  telematics: { id: 'api.settings.topic.telematics', defaultMessage: 'Telematik' },
  techdaysForKids: {
    id: 'api.settings.topic.techdaysForKids',
    defaultMessage: 'Techdays for Kids',
  },
  supercup: { id: 'api.settings.topic.supercup', defaultMessage: 'Supercup' },
  municipal: { id: 'api.settings.topic.municipal', defaultMessage: 'Kommunal' },
  bestOnTheMountain: {
    id: 'api.settings.topic.bestOnTheMountain',
    defaultMessage: 'Best on the Mountain',
  },
}) satisfies Record<NewsletterTopic, MessageDescriptor>;

/** Labels of the contact channels. */
export const contactChannelMessages = defineMessages({
  email: { id: 'api.settings.contactChannel.email', defaultMessage: 'E-Mail' },
  phone: { id: 'api.settings.contactChannel.phone', defaultMessage: 'Telefon' },
  sms: { id: 'api.settings.contactChannel.sms', defaultMessage: 'SMS' },
  messenger: { id: 'api.settings.contactChannel.messenger', defaultMessage: 'Messenger-App' },
}) satisfies Record<ContactChannel, MessageDescriptor>;

/** Names of the consents. */
export const consentMessages = defineMessages({
  terms: { id: 'api.settings.consent.terms', defaultMessage: 'Nutzungsbedingungen' },
  images: { id: 'api.settings.consent.images', defaultMessage: 'Verwendung meiner Bilder' },
  referenceCustomer: {
    id: 'api.settings.consent.referenceCustomer',
    defaultMessage: 'Referenzkunde',
  },
  communication: {
    id: 'api.settings.consent.communication',
    defaultMessage: 'Kontaktaufnahme durch Lindner',
  },
}) satisfies Record<ConsentKind, MessageDescriptor>;

/** Labels of the consent states. */
export const consentStateMessages = defineMessages({
  pending: { id: 'api.settings.consentState.pending', defaultMessage: 'Offen' },
  accepted: { id: 'api.settings.consentState.accepted', defaultMessage: 'Zugestimmt' },
  declined: { id: 'api.settings.consentState.declined', defaultMessage: 'Abgelehnt' },
}) satisfies Record<ConsentState, MessageDescriptor>;

/** What each newsletter status means for the user. */
export const newsletterStatusMessages = defineMessages({
  notSubscribed: {
    id: 'api.settings.newsletter.notSubscribed',
    defaultMessage: 'Nicht angemeldet',
  },
  pending: {
    id: 'api.settings.newsletter.pending',
    defaultMessage:
      'Bestätigung ausstehend: Bitte klicke auf den Link in der E-Mail, die wir Dir geschickt haben.',
  },
  subscribed: { id: 'api.settings.newsletter.subscribed', defaultMessage: 'Angemeldet' },
  segmentNotSetUp: {
    id: 'api.settings.newsletter.segmentNotSetUp',
    defaultMessage: 'Der Newsletter ist derzeit nicht verfügbar.',
  },
}) satisfies Record<NewsletterStatus, MessageDescriptor>;

/** Success notices of the profile and settings calls (SPEC.md section 8). */
export const profileSettingsSuccessMessages = defineMessages({
  profileSaved: {
    id: 'api.notifications.success.profileSaved',
    defaultMessage: 'Profiländerungen gespeichert.',
  },
  imageUpdated: {
    id: 'api.notifications.success.imageUpdated',
    defaultMessage: 'Bild aktualisiert.',
  },
  imageRemoved: { id: 'api.notifications.success.imageRemoved', defaultMessage: 'Bild entfernt.' },
  settingsSaved: {
    id: 'api.notifications.success.settingsSaved',
    defaultMessage: 'Einstellungen gespeichert.',
  },
  newsletterConfirmationSent: {
    id: 'api.notifications.success.newsletterConfirmationSent',
    defaultMessage:
      'Fast geschafft: Bitte bestätige die Anmeldung über den Link in der E-Mail, die wir Dir gerade geschickt haben.',
  },
  newsletterUnsubscribed: {
    id: 'api.notifications.success.newsletterUnsubscribed',
    defaultMessage: 'Du bist vom Newsletter abgemeldet.',
  },
});
