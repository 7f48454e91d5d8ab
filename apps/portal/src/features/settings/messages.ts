import { defineMessage, defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  interestsIntro: {
    id: 'portal.settings.interests.intro',
    defaultMessage: 'Zu welchen Themen möchtest Du den Newsletter bekommen?',
  },
  interestsTopics: { id: 'portal.settings.interests.topics', defaultMessage: 'Themen' },
  interestsNeedNewsletter: {
    id: 'portal.settings.interests.needNewsletter',
    defaultMessage:
      'Interessen kannst Du wählen, sobald Du den Newsletter abonniert und die Anmeldung bestätigt hast.',
  },
  toNewsletter: { id: 'portal.settings.toNewsletter', defaultMessage: 'Zum Newsletter' },
  newsletterTitle: { id: 'portal.settings.newsletter.title', defaultMessage: 'Newsletter' },
  statusPending: {
    id: 'portal.settings.newsletter.statusPending',
    defaultMessage: 'Bestätigung ausstehend',
  },
  newsletterIntro: {
    id: 'portal.settings.newsletter.intro',
    defaultMessage:
      'Neuigkeiten zu Traktoren, Veranstaltungen und Angeboten an Deine E-Mail-Adresse. Nach der Anmeldung bekommst Du eine E-Mail mit einem Link zur Bestätigung.',
  },
  subscribe: {
    id: 'portal.settings.newsletter.subscribe',
    defaultMessage: 'Newsletter abonnieren',
  },
  resend: {
    id: 'portal.settings.newsletter.resend',
    defaultMessage: 'Bestätigungs-E-Mail erneut senden',
  },
  unsubscribe: {
    id: 'portal.settings.newsletter.unsubscribe',
    defaultMessage: 'Newsletter abbestellen',
  },
  contactTitle: { id: 'portal.settings.contact.title', defaultMessage: 'Kontakt' },
  contactChannel: {
    id: 'portal.settings.contact.channel',
    defaultMessage: 'Wie sollen wir Dich am liebsten kontaktieren?',
  },
  gdprIntro: {
    id: 'portal.settings.gdpr.intro',
    defaultMessage:
      'Hier entscheidest Du, wozu wir Deine Daten verwenden dürfen. Du kannst jede Entscheidung jederzeit ändern.',
  },
  accept: { id: 'portal.settings.gdpr.accept', defaultMessage: 'Ich stimme zu' },
  decline: { id: 'portal.settings.gdpr.decline', defaultMessage: 'Ich stimme nicht zu' },
  historyTitle: { id: 'portal.settings.gdpr.history', defaultMessage: 'Bisherige Entscheidungen' },
});

export const newsletterStatusMessage = defineMessage<{ status: string }>({
  id: 'portal.settings.newsletter.status',
  defaultMessage: 'Status: {status}',
});

export const newsletterAddressMessage = defineMessage<{ email: string }>({
  id: 'portal.settings.newsletter.address',
  defaultMessage: 'Adresse: {email}',
});

export const newsletterRequestedAtMessage = defineMessage<{ date: string }>({
  id: 'portal.settings.newsletter.requestedAt',
  defaultMessage: 'Bestätigungs-E-Mail gesendet am {date}',
});

export const consentStateMessage = defineMessage<{ state: string }>({
  id: 'portal.settings.gdpr.state',
  defaultMessage: 'Derzeit: {state}',
});

export const historyEntryMessage = defineMessage<{ date: string; consent: string; state: string }>({
  id: 'portal.settings.gdpr.historyEntry',
  defaultMessage: '{date}: {consent} – {state}',
});
