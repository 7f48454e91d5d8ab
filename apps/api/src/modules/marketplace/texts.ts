import { defineMessages } from '@lindner/i18n/core';

/** Answers of the marketplace's calls (SPEC.md section 8: "ad created or reply saved"). */
export const adMessages = defineMessages({
  notFound: {
    id: 'server.classifiedAds.notFound',
    defaultMessage: 'Diese Anzeige gibt es nicht (mehr).',
  },
  filterInvalid: {
    id: 'server.classifiedAds.filterInvalid',
    description: 'filter: the name of the query parameter, e.g. priceMin',
    defaultMessage: 'Der Filter „{filter}“ hat einen ungültigen Wert.',
  },
  created: {
    id: 'server.classifiedAds.created',
    defaultMessage: 'Deine Anzeige wurde erstellt.',
  },
  saved: {
    id: 'server.classifiedAds.saved',
    defaultMessage: 'Deine Anzeige wurde gespeichert.',
  },
  statusChanged: {
    id: 'server.classifiedAds.statusChanged',
    defaultMessage: 'Der Status Deiner Anzeige wurde geändert.',
  },
  deleted: {
    id: 'server.classifiedAds.deleted',
    defaultMessage: 'Deine Anzeige wurde gelöscht.',
  },
  imageAdded: {
    id: 'server.classifiedAds.imageAdded',
    defaultMessage: 'Das Bild wurde hinzugefügt.',
  },
  imageDeleted: {
    id: 'server.classifiedAds.imageDeleted',
    defaultMessage: 'Das Bild wurde entfernt.',
  },
  imageNotFound: {
    id: 'server.classifiedAds.imageNotFound',
    defaultMessage: 'Dieses Bild gibt es nicht (mehr).',
  },
  tooManyImages: {
    id: 'server.classifiedAds.tooManyImages',
    description: 'max: pictures an ad may have',
    defaultMessage:
      'Eine Anzeige kann höchstens {max} Bilder haben. Bitte entferne zuerst ein anderes Bild.',
  },
  attachmentAdded: {
    id: 'server.classifiedAds.attachmentAdded',
    defaultMessage: 'Die PDF-Datei wurde hinzugefügt.',
  },
  attachmentDeleted: {
    id: 'server.classifiedAds.attachmentDeleted',
    defaultMessage: 'Die PDF-Datei wurde entfernt.',
  },
  attachmentNotFound: {
    id: 'server.classifiedAds.attachmentNotFound',
    defaultMessage: 'Diese PDF-Datei gibt es nicht (mehr).',
  },
  tooManyAttachments: {
    id: 'server.classifiedAds.tooManyAttachments',
    description: 'max: PDF files an ad may have',
    defaultMessage:
      'Eine Anzeige kann höchstens {max} PDF-Dateien haben. Bitte entferne zuerst eine andere Datei.',
  },
  attachmentRequired: {
    id: 'server.classifiedAds.attachmentRequired',
    defaultMessage: 'Bitte wähle eine PDF-Datei aus.',
  },
  attachmentType: {
    id: 'server.classifiedAds.attachmentType',
    defaultMessage: 'Bitte lade eine PDF-Datei hoch.',
  },
  attachmentTooLarge: {
    id: 'server.classifiedAds.attachmentTooLarge',
    defaultMessage: 'Die PDF-Datei ist zu groß: höchstens 10 MB.',
  },
  attachmentActive: {
    id: 'server.classifiedAds.attachmentActive',
    defaultMessage:
      'Diese PDF-Datei enthält JavaScript, automatische Aktionen oder eingebettete Dateien. Bitte lade eine PDF-Datei ohne diese Inhalte hoch.',
  },
  replySaved: {
    id: 'server.classifiedAds.replySaved',
    defaultMessage: 'Antwort gespeichert.',
  },
  ownAd: {
    id: 'server.classifiedAds.ownAd',
    defaultMessage: 'Auf Deine eigene Anzeige kannst Du nicht antworten.',
  },
  replyNotFound: {
    id: 'server.classifiedAds.replyNotFound',
    defaultMessage: 'Diese Nachricht gibt es nicht (mehr).',
  },
  answered: {
    id: 'server.classifiedAds.answered',
    defaultMessage: 'Deine Antwort wurde verschickt.',
  },
  alreadyAnswered: {
    id: 'server.classifiedAds.alreadyAnswered',
    defaultMessage: 'Auf diese Nachricht hast Du bereits geantwortet.',
  },
  hidden: {
    id: 'server.classifiedAds.hidden',
    defaultMessage: 'Die Anzeige ist ausgeblendet.',
  },
  shown: {
    id: 'server.classifiedAds.shown',
    defaultMessage: 'Die Anzeige wird wieder angezeigt.',
  },
  tooManyAds: {
    id: 'server.classifiedAds.tooManyAds',
    description: 'minutes: how long to wait',
    defaultMessage:
      'Du hast in kurzer Zeit viele Anzeigen erstellt. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
  tooManyReplies: {
    id: 'server.classifiedAds.tooManyReplies',
    description: 'minutes: how long to wait',
    defaultMessage:
      'Du hast in kurzer Zeit viele Nachrichten geschrieben. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
  tooManyUploads: {
    id: 'server.classifiedAds.tooManyUploads',
    description: 'minutes: how long to wait',
    defaultMessage:
      'Du hast in kurzer Zeit viele Dateien hochgeladen. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});

/** The mails that relay a reply to the ad's owner and the owner's answer to the replier. */
export const adMailMessages = defineMessages({
  replySubject: {
    id: 'server.classifiedAds.mail.replySubject',
    description: 'title: the ad',
    defaultMessage: 'Neue Nachricht zu Deiner Anzeige: {title}',
  },
  reply: {
    id: 'server.classifiedAds.mail.reply',
    description: 'name: who replied; title: the ad',
    defaultMessage: '{name} hat Dir zu Deiner Anzeige „{title}“ geschrieben:',
  },
  replyHow: {
    id: 'server.classifiedAds.mail.replyHow',
    defaultMessage:
      'Antworten kannst Du im Lindner-Portal unter „Kleinanzeigen verwalten“. Wir leiten Deine Antwort weiter, ohne Deine E-Mail-Adresse weiterzugeben. Bitte antworte nicht direkt auf diese E-Mail.',
  },
  answerSubject: {
    id: 'server.classifiedAds.mail.answerSubject',
    description: 'title: the ad',
    defaultMessage: 'Antwort zur Anzeige: {title}',
  },
  answer: {
    id: 'server.classifiedAds.mail.answer',
    description: 'title: the ad',
    defaultMessage: 'auf Deine Nachricht zur Anzeige „{title}“ kam diese Antwort:',
  },
  answerNote: {
    id: 'server.classifiedAds.mail.answerNote',
    defaultMessage:
      'Wir leiten Nachrichten zu Anzeigen weiter, ohne E-Mail-Adressen weiterzugeben. Bitte antworte nicht direkt auf diese E-Mail.',
  },
});
